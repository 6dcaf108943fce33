#!/usr/bin/env node
/**
 * `make new-module NAME=gift-cards`: lays out a new backend module and its frontend feature folder the way
 * the others are laid out (docs/adding-an-endpoint.md), named by the conventions `make lint` checks
 * (scripts/naming-conventions.mjs): one staff list route through controller, service, repository and
 * schema, a view mapper, a pure domain rule with its spec, a named-export index.ts and an integration
 * test. It writes new files only, and prints the lines to add by hand to the shared lists (module layers,
 * app module, feature graph, routes). `--root <dir>` writes under another folder (its test does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} name `gift-cards` → `GiftCards` */
const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
/** @param {string} name `gift-cards` → `giftCards` */
const camel = (name) => pascal(name).replace(/^./, (letter) => letter.toLowerCase());

/**
 * The files of a new module and feature, by path relative to the repository.
 * @param {string} name the module's folder name, plural and kebab-case (`gift-cards`)
 * @returns {Record<string, string>}
 */
export function moduleFiles(name) {
  const one = name.replace(/s$/, '');
  const Many = pascal(name);
  const One = pascal(one);
  const many = camel(name);
  const words = name.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());
  const dir = `backend/src/modules/${name}`;
  return {
    [`${dir}/schemas/${one}.schema.ts`]: `import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: '${name.replace(/-/g, '_')}', timestamps: true })
export class ${One} {
  @Prop({ required: true }) name: string;
}

export const ${One}Schema = SchemaFactory.createForClass(${One});
${One}Schema.index({ createdAt: -1, _id: -1 });
`,
    [`${dir}/dto/${one}.dto.ts`]: `import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto } from '#src/common/pagination/pagination';

export class ${One}Dto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
}

export class ${One}PageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [${One}Dto] }) data: ${One}Dto[];
}
`,
    [`${dir}/domain/${one}-name.ts`]: `/** A ${words.toLowerCase()} name as staff typed it, without the spaces a paste brings along. */
export function tidyName(typed: string): string {
  return typed.trim().replace(/\\s+/g, ' ');
}
`,
    [`${dir}/domain/${one}-name.spec.ts`]: `import { tidyName } from './${one}-name';

describe('tidyName', () => {
  it('drops the spaces around and between words', () => {
    expect(tidyName('  Spring   offer ')).toBe('Spring offer');
  });
});
`,
    [`${dir}/${one}.views.ts`]: `import type { Types } from 'mongoose';
import type { ${One}Dto } from './dto/${one}.dto';

/** What the API shows of a stored ${words.toLowerCase().replace(/s$/, '')}. */
export function to${One}View(record: { _id: Types.ObjectId; name: string }): ${One}Dto {
  return { _id: String(record._id), name: record.name };
}
`,
    [`${dir}/${name}.repository.ts`]: `import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { PageWindow } from '../../common/pagination/pagination';
import { ${One} } from './schemas/${one}.schema';

/** The only code that touches the ${name.replace(/-/g, '_')} collection. */
@Injectable()
export class ${Many}Repository {
  constructor(@InjectModel(${One}.name) private readonly ${many}: Model<${One}>) {}

  /** Newest first. */
  list({ skip, limit }: Pick<PageWindow, 'skip' | 'limit'>) {
    return Promise.all([
      this.${many}.find().sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean(),
      this.${many}.countDocuments(),
    ]);
  }
}
`,
    [`${dir}/${name}.service.ts`]: `import { Injectable } from '@nestjs/common';
import { pageInfo, PageQueryDto, pageWindow } from '../../common/pagination/pagination';
import { to${One}View } from './${one}.views';
import { ${Many}Repository } from './${name}.repository';

@Injectable()
export class ${Many}Service {
  constructor(private readonly ${many}: ${Many}Repository) {}

  async list(query: PageQueryDto) {
    const window = pageWindow(query);
    const [records, total] = await this.${many}.list(window);
    return { data: records.map(to${One}View), ...pageInfo(window, total) };
  }
}
`,
    [`${dir}/${name}.controller.ts`]: `import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Staff } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { PageQueryDto } from '../../common/pagination/pagination';
import { ${One}PageDto } from './dto/${one}.dto';
import { ${Many}Service } from './${name}.service';

@ApiTags('${name}')
@Controller('${name}')
export class ${Many}Controller {
  constructor(private readonly ${many}: ${Many}Service) {}

  // The permission is a placeholder: name the one (common/auth/permissions.ts) this work belongs to.
  @Staff('settings')
  @Get()
  @ApiOperation({ summary: '${words}, newest first' })
  @ApiOkResponse({ type: ${One}PageDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async list${Many}(@Query() query: PageQueryDto): Promise<${One}PageDto> {
    return ok(await this.${many}.list(query));
  }
}
`,
    [`${dir}/${name}.module.ts`]: `import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ${Many}Controller } from './${name}.controller';
import { ${Many}Repository } from './${name}.repository';
import { ${Many}Service } from './${name}.service';
import { ${One}, ${One}Schema } from './schemas/${one}.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: ${One}.name, schema: ${One}Schema }])],
  controllers: [${Many}Controller],
  providers: [${Many}Service, ${Many}Repository],
  exports: [${Many}Service],
})
export class ${Many}Module {}
`,
    [`${dir}/index.ts`]: `export { ${Many}Module } from './${name}.module';
export { ${Many}Service } from './${name}.service';
`,
    [`${dir}/${name}.e2e-spec.ts`]: `import { logInAsAdmin } from '#test/harness/identity';
import { startTestApp, type TestApp } from '#test/harness/test-app';

describe('${name}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists nothing to staff at first, and refuses a visitor and a bad page', async () => {
    const admin = await logInAsAdmin(t);
    const list = await admin.get('/api/v1/${name}').expect(200);
    expect(list.body).toMatchObject({ ok: true, data: [], total_items: 0 });
    await admin.get('/api/v1/${name}').query({ page: 'zero' }).expect(400);
    await t.http().get('/api/v1/${name}').expect(401);
  });
});
`,
    [`frontend/src/features/${name}/${Many}Page.tsx`]: `/** The ${words.toLowerCase()} screen: its data comes from a hook in src/api/${name}.ts once \`make openapi\` has typed the route. */
export default function ${Many}Page() {
  return (
    <main>
      <h1>${words}</h1>
    </main>
  );
}
`,
    [`frontend/src/features/${name}/${Many}Page.test.tsx`]: `import { render, screen } from '@testing-library/react';
import ${Many}Page from './${Many}Page';

it('names the page', () => {
  render(<${Many}Page />);
  expect(screen.getByRole('heading', { level: 1, name: '${words}' })).toBeInTheDocument();
});
`,
  };
}

/** The edits to shared lists that the generator leaves to a person, who knows where the module belongs. */
function nextSteps(/** @type {string} */ name) {
  const Many = pascal(name);
  return `Created backend/src/modules/${name}/ and frontend/src/features/${name}/. By hand, then:
  1. scripts/lib/module-layers.mjs: add 'modules/${name}' to UNITS after the modules it uses.
  2. backend/src/app.module.ts: import ${Many}Module from './modules/${name}'.
  3. scripts/lib/feature-graph.mjs: add ${JSON.stringify(name)}: {} to FEATURE_DEPENDENCIES.
  4. frontend/src/app/routes.ts: a route for ${Many}Page (and features/admin/adminNav.ts for a staff screen).
  5. make openapi; then the hook in frontend/src/api/${name}.ts (docs/adding-an-endpoint.md, step 7).
Check with: make lint typecheck; cd backend && npx jest --selectProjects integration --testPathPattern 'modules/${name}/'`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1]) : repo;
  const name = args.filter((_, index) => rootAt < 0 || (index !== rootAt && index !== rootAt + 1))[0] ?? '';
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*s$/.test(name)) {
    console.error('make new-module NAME=<plural-kebab-case>, for example NAME=gift-cards');
    process.exit(2);
  }
  const files = moduleFiles(name);
  const taken = Object.keys(files).filter((file) => fs.existsSync(path.join(root, file)));
  const existing = [`backend/src/modules/${name}`, `frontend/src/features/${name}`].filter((dir) =>
    fs.existsSync(path.join(root, dir)),
  );
  if (taken.length > 0 || existing.length > 0) {
    console.error(`${[...existing, ...taken][0]} exists already: pick another name.`);
    process.exit(1);
  }
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  console.log(nextSteps(name));
}
