import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * What a key (see lockout-keys.ts) has on record: each failure, a document of its own, and the lock its
 * failures set once they reached the limit. Both kinds in one collection, so that a check reads a key's
 * whole state with one query. A failure is an insert, which the embedded FerretDB never loses, where it
 * loses concurrent `$inc`s of one document.
 */
@Schema({ collection: 'lockouts', timestamps: false, versionKey: false })
export class LockoutEntry {
  /** The key itself for its lock, so that failures locking at once set the same one; random for a failure. */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) key: string;
  /** A failure's time. */
  @Prop() at?: Date;
  /** A lock's end. */
  @Prop() lockedUntil?: Date;
  /** Past this the failure no longer counts, or the lock has ended, and the sweep deletes it. */
  @Prop({ required: true, index: true }) expiresAt: Date;
}

export const LockoutEntrySchema = SchemaFactory.createForClass(LockoutEntry);
// A check reads a key's entries; a failure counts the key's failures within the window: by key, then by time.
LockoutEntrySchema.index({ key: 1, at: 1 });
