import { Logger } from '@nestjs/common';
import express, { Request, Response } from 'express';
import { sendProblem } from '../../common/http/all-exceptions.filter';
import { TermsOfBusinessDocument } from './terms-of-business-document.service';

const logger = new Logger('Documents');

/** Serves the documents the site makes itself, beside the SPA (outside /api, so no global prefix). */
export function documentHandlers(terms: TermsOfBusinessDocument) {
  const router = express.Router();
  router.get(terms.path, (req: Request, res: Response) => {
    terms
      .pdf()
      .then((pdf) => {
        // Revalidated each time (Express answers 304 on a matching ETag), so staff edits show at once.
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Content-Disposition', 'inline; filename="terms-of-business.pdf"');
        res.type('application/pdf').send(pdf);
      })
      .catch((error: unknown) => sendProblem(error, req, res, logger));
  });
  return [router];
}
