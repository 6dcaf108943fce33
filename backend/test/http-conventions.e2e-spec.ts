import { Body, Controller, Get, Module, Post, Query } from '@nestjs/common';
import { IsEmail, IsInt, IsString, Max, Min } from 'class-validator';
import { Public } from '../src/common/auth/public.decorator';
import { ok } from '../src/common/http/envelope';
import { PageQueryDto, pageInfo, pageWindow } from '../src/common/pagination/pagination';
import { startTestApp, TestApp } from './harness/test-app';

class ProbeDto {
  @IsString() name: string;
  @IsEmail() email: string;
  @IsInt() @Min(0) @Max(10) rating: number;
}

/** A probe endpoint to exercise the shared pipe, filter and parsers as any module would use them. */
@Controller('probe')
class ProbeController {
  @Public()
  @Post()
  create(@Body() body: ProbeDto) {
    return ok({ received: body }, 'Created');
  }

  @Public()
  @Get('list')
  list(@Query() query: PageQueryDto) {
    const window = pageWindow(query);
    return ok({ data: [], ...pageInfo(window, 25) });
  }

  @Get('private')
  secret() {
    return ok({});
  }

  @Public()
  @Get('boom')
  boom(): never {
    throw new Error('database password is hunter2');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ imports: [ProbeModule], env: { BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(() => t.close());

  const valid = { name: 'Aoife', email: 'aoife@example.ie', rating: 5 };

  it('accepts a valid body and answers the envelope', async () => {
    const res = await t.http().post('/api/v1/probe').send(valid).expect(201);
    expect(res.body).toEqual({ ok: true, message: 'Created', errors: {}, received: valid });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t
      .http()
      .post('/api/v1/probe')
      .set('Content-Type', 'application/json')
      .send('{"name": "Aoife",')
      .expect(400);
    expect(res.body).toMatchObject({ ok: false, message: 'The request body is not valid JSON.', errors: {} });
    expect(res.body.requestId).toEqual(expect.any(String));
  });

  it('answers 400 naming an unknown field', async () => {
    const res = await t
      .http()
      .post('/api/v1/probe')
      .send({ ...valid, isAdmin: true })
      .expect(400);
    expect(res.body.ok).toBe(false);
    expect(res.body.message).toContain('isAdmin');
    expect(res.body.errors.isAdmin).toEqual(['isAdmin is not an allowed field']);
  });

  it('refuses __proto__, constructor and prototype keys like other unknown fields, at any depth', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const top = await t
        .http()
        .post('/api/v1/probe')
        .set('Content-Type', 'application/json')
        .send(`{"name":"Aoife","email":"aoife@example.ie","rating":5,"${key}":{"isAdmin":true}}`)
        .expect(400);
      expect(top.body.errors[key]).toEqual([`${key} is not an allowed field`]);
      const nested = await t
        .http()
        .post('/api/v1/probe')
        .set('Content-Type', 'application/json')
        .send(`{"name":{"${key}":{"x":1}},"email":"aoife@example.ie","rating":5}`)
        .expect(400);
      expect(nested.body.errors[`name.${key}`]).toEqual([`${key} is not an allowed field`]);
    }
  });

  it('says Cache-Control: no-store on every answer, errors included, unless a route says otherwise', async () => {
    const created = await t.http().post('/api/v1/probe').send(valid).expect(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const refused = await t.http().post('/api/v1/probe').send({}).expect(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    const listed = await t.http().get('/api/v1/probe/list').expect(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const cached = await t.http().get('/payments/sandbox/assets/sandbox.css').expect(200);
    expect(cached.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 400 with messages per field for invalid values', async () => {
    const res = await t
      .http()
      .post('/api/v1/probe')
      .send({ name: 'A', email: 'nope', rating: 11 })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'rating']);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t
      .http()
      .post('/api/v1/probe')
      .send({ ...valid, name: 'x'.repeat(4096) })
      .expect(413);
    expect(res.body).toMatchObject({ ok: false, message: 'The request is too large.' });
  });

  it('refuses keys that could act as query operators', async () => {
    const res = await t.http().get('/api/v1/probe/list').query({ 'page[$gt]': '' }).expect(400);
    expect(res.body.ok).toBe(false);
    const body = await t
      .http()
      .post('/api/v1/probe')
      .send({ ...valid, name: { $ne: null } })
      .expect(400);
    expect(body.body.errors['name.$ne']).toBeDefined();
  });

  it('paginates with 0-based pages and clamps nothing silently', async () => {
    const res = await t.http().get('/api/v1/probe/list').query({ page: 1, page_size: 10 }).expect(200);
    expect(res.body).toMatchObject({ page: 1, page_size: 10, total_pages: 3, total_items: 25 });
    await t.http().get('/api/v1/probe/list').query({ page_size: 101 }).expect(400);
    await t.http().get('/api/v1/probe/list').query({ page: -1 }).expect(400);
  });

  it('denies a route that is not marked public', async () => {
    const res = await t.http().get('/api/v1/probe/private').expect(401);
    expect(res.body).toMatchObject({ ok: false, message: 'Please log in.' });
  });

  it('answers 500 for our own faults without leaking details', async () => {
    const res = await t.http().get('/api/v1/probe/boom').expect(500);
    expect(res.body.message).toBe('Something went wrong on our side. Please try again.');
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(res.body.requestId).toEqual(expect.any(String));
  });

  it('answers a 404 envelope for unknown API paths, whatever the method', async () => {
    const res = await t.http().get('/api/v1/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ ok: false });
    await t.http().delete('/api/v1/no-such-thing').expect(404);
  });

  it('serves the SPA for every other page path, so deep links work', async () => {
    const res = await t.http().get('/help-contact/faq').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the API docs and the OpenAPI document', async () => {
    await t.http().get('/api/docs').expect(200);
    const doc = await t.http().get('/api/docs-json').expect(200);
    expect(doc.body.paths['/api/v1/health'].get.operationId).toBe('getHealth');
  });

  it('echoes a well-formed request id and makes one otherwise', async () => {
    const res = await t.http().get('/api/v1/no-such-route').set('X-Request-Id', 'abc12345-test').expect(404);
    expect(res.headers['x-request-id']).toBe('abc12345-test');
    const other = await t.http().get('/api/v1/no-such-route').set('X-Request-Id', '<script>').expect(404);
    expect(other.headers['x-request-id']).not.toBe('<script>');
  });
});
