import type request from 'supertest';

/** Asks supertest for the answer's raw bytes (a PDF, a file) as a Buffer in `res.body`. */
export function binaryBody(req: request.Test): request.Test {
  return req.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}
