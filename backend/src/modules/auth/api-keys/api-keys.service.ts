import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { Actor } from '#src/common/auth/index';
import type { ApiKeyPrincipal } from '#src/common/auth/principal';
import { safeEqual, sha256 } from '#src/common/crypto/tokens';
import { PageQueryDto, pageInfo, pageWindow } from '#src/common/pagination/pagination';
import { Clock } from '#src/common/time/clock';
import { AppConfig } from '#src/config/app-config';
import { AuditService } from '../../audit';
import { newApiKey, parseApiKey } from './api-key-format';
import { ApiKeyRecord, ApiKeysRepository } from './api-keys.repository';
import { ApiKeyDto, CreateApiKeyDto } from './dto/api-key.dto';

const TOUCH_EVERY_MS = 60_000;

/** Never the secret nor its hash. */
function toView(key: ApiKeyRecord, defaultRateLimit: number): ApiKeyDto {
  return {
    _id: String(key._id),
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    rateLimitPerMinute: key.rateLimitPerMinute ?? defaultRateLimit,
    ownRateLimit: typeof key.rateLimitPerMinute === 'number',
    createdBy: { type: key.createdBy.type, id: key.createdBy.id, label: key.createdBy.label },
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt,
    revokedAt: key.revokedAt,
  };
}

@Injectable()
export class ApiKeysService {
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private view(key: ApiKeyRecord): ApiKeyDto {
    return toView(key, this.config.API_KEY_RATE_LIMIT);
  }

  async create(input: CreateApiKeyDto, actor: Actor): Promise<{ apiKey: ApiKeyDto; key: string }> {
    const { prefix, secret, key } = newApiKey();
    const created = await this.keys.create({
      name: input.name,
      prefix,
      secretHash: sha256(secret),
      scopes: input.scopes,
      rateLimitPerMinute: input.rateLimitPerMinute,
      createdBy: { type: actor.type, id: actor.id, label: actor.label },
    });
    const apiKey = this.view(created);
    await this.audit.record(actor, {
      action: 'api-key.create',
      targetType: 'api-key',
      targetId: apiKey._id,
      after: apiKey,
    });
    return { apiKey, key };
  }

  async list(query: PageQueryDto) {
    const window = pageWindow(query);
    const [keys, total] = await this.keys.page(window);
    return { data: keys.map((key) => this.view(key)), ...pageInfo(window, total) };
  }

  /** Revoking twice is harmless: the first date stays. */
  async revoke(id: string, actor: Actor): Promise<ApiKeyDto> {
    const before = await this.keys.findById(id);
    if (!before) throw new NotFoundException('API key not found.');
    const after = await this.keys.revoke(id, before.revokedAt ?? this.clock.now());
    const apiKey = this.view(after ?? before);
    await this.audit.record(actor, {
      action: 'api-key.revoke',
      targetType: 'api-key',
      targetId: id,
      before: this.view(before),
      after: apiKey,
    });
    return apiKey;
  }

  /** The key a bearer token names, if it is genuine and live; 401 otherwise. */
  async authenticate(token: string): Promise<ApiKeyPrincipal['key']> {
    const parts = parseApiKey(token);
    const key = parts && (await this.keys.findByPrefix(parts.prefix));
    if (!parts || !key || !safeEqual(sha256(parts.secret), key.secretHash)) {
      throw new UnauthorizedException('Invalid API key.');
    }
    if (key.revokedAt) throw new UnauthorizedException('This API key has been revoked.');
    const now = this.clock.now();
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
      await this.keys.markUsed(key._id, now);
    }
    return {
      id: String(key._id),
      name: key.name,
      scopes: key.scopes,
      rateLimitPerMinute: key.rateLimitPerMinute ?? this.config.API_KEY_RATE_LIMIT,
    };
  }
}
