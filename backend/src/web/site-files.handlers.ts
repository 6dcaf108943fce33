import { Logger } from '@nestjs/common';
import express, { Request, Response } from 'express';
import { sendProblem } from '../common/http/all-exceptions.filter';
import { SiteFilesService } from './site-files.service';

const logger = new Logger('SiteFiles');
/** Crawlers come back often; an hour keeps a new post's wait short. */
const CACHE = 'public, max-age=3600';

/** Serves /sitemap.xml and /robots.txt beside the SPA (outside /api, so no global prefix). */
export function siteFileHandlers(files: SiteFilesService) {
  const router = express.Router();
  router.get('/sitemap.xml', (req: Request, res: Response) => {
    files
      .sitemap()
      .then((xml) => res.setHeader('Cache-Control', CACHE).type('application/xml').send(xml))
      .catch((error: unknown) => sendProblem(error, req, res, logger));
  });
  router.get('/robots.txt', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', CACHE).type('text/plain').send(files.robots());
  });
  return [router];
}
