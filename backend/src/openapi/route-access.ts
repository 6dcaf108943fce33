import type { INestApplication, Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { REQUIRED_SCOPES } from '../common/auth/access.decorators';
import { IS_PUBLIC } from '../common/auth/public.decorator';
import type { RouteAccess } from './contract';

/**
 * Each route's access read from the metadata the AccessGuard reads (handler first, then controller),
 * by operation id: the handler's method name, as `buildOpenApiDocument` names operations.
 */
export function routeAccessLookup(app: INestApplication): (operationId: string) => RouteAccess {
  const reflector = new Reflector();
  const found = new Map<string, RouteAccess[]>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined)
          continue;
        const targets = [handler, controller];
        const scopes = reflector.getAllAndOverride<string[] | undefined>(REQUIRED_SCOPES, targets);
        const access: RouteAccess = {
          public: reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) === true,
          ...(scopes ? { scopes } : {}),
        };
        found.set(name, [...(found.get(name) ?? []), access]);
      }
    }
  }
  return (operationId) => {
    const candidates = found.get(operationId) ?? [];
    if (candidates.length !== 1) {
      throw new Error(
        `Cannot tell the access of operation ${operationId}: ${candidates.length} handlers have its name.`,
      );
    }
    return candidates[0];
  };
}
