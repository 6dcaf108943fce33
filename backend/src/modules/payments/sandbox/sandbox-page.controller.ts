import { Body, Controller, Get, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SANDBOX_PAGE_PREFIX } from '#src/common/http/routing';
import { Public } from '#src/common/auth/index';
import { SANDBOX_ASSETS } from './sandbox-assets';
import { SandboxAnswer, SandboxPage, SelfAddress } from './sandbox-page.service';

/** Where the sandbox reaches this very app: the address and port the request came in on. */
const self = (req: Request): SelfAddress => ({
  host: req.socket.localAddress ?? '127.0.0.1',
  port: req.socket.localPort ?? 0,
});

function send(res: Response, answer: SandboxAnswer): void {
  if ('redirect' in answer) res.redirect(303, answer.redirect);
  else res.status(answer.status).type('html').send(answer.html);
}

/**
 * The sandbox provider's hosted page, outside /api/v1 (routing.ts) and outside the API docs: HTML
 * forms, as a provider's page would be, posting to this page's own handlers.
 */
@ApiExcludeController()
@Public()
@Controller(SANDBOX_PAGE_PREFIX)
export class SandboxPageController {
  constructor(private readonly page: SandboxPage) {}

  @Get('assets/:file')
  asset(@Param('file') file: string, @Res() res: Response): void {
    const asset = Object.hasOwn(SANDBOX_ASSETS, file) ? SANDBOX_ASSETS[file] : undefined;
    if (!asset) throw new NotFoundException();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type(asset.type).send(asset.body);
  }

  @Get(':id/:key')
  async show(@Param('id') id: string, @Param('key') key: string, @Res() res: Response): Promise<void> {
    send(res, await this.page.show(id, key));
  }

  @Post(':id/:key')
  async pay(
    @Param('id') id: string,
    @Param('key') key: string,
    @Body() form: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    send(res, await this.page.pay(id, key, form, self(req)));
  }

  @Post(':id/:key/challenge')
  async challenge(
    @Param('id') id: string,
    @Param('key') key: string,
    @Body('code') code: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    send(res, await this.page.challenge(id, key, code, self(req)));
  }

  @Post(':id/:key/cancel')
  async cancel(
    @Param('id') id: string,
    @Param('key') key: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    send(res, await this.page.cancel(id, key, self(req)));
  }
}
