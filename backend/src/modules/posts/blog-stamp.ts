import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { randomToken } from '../../common/crypto/tokens';

interface Stamp {
  _id: string;
  version: string;
}

const ID = 'posts';

/**
 * A token that changes with every write to the posts, kept in the database so every instance sees
 * it: reading it costs one lookup by id, far less than reading the posts again.
 */
@Injectable()
export class BlogStamp {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get stamps() {
    return this.connection.collection<Stamp>('blog_state');
  }

  async read(): Promise<string> {
    return (await this.stamps.findOne({ _id: ID }))?.version ?? '';
  }

  async change(): Promise<void> {
    await this.stamps.updateOne({ _id: ID }, { $set: { version: randomToken(12) } }, { upsert: true });
  }
}
