import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * What a key (see lockout-keys.ts) has on record: each failure, a document of its own, and the lock its
 * failures set once they reached the limit. Both kinds in one collection, so that a check reads a key's
 * whole state with one query. An attempt claims a slot (`<key>#<n>`, n up to the limit) by inserting it,
 * before its secret is compared, and the slot stays as a failure when the secret was wrong. An insert
 * either wins its `_id` or fails, on the embedded FerretDB too, where concurrent `$inc`s of one document
 * lose some.
 */
@Schema({ collection: 'lockouts', timestamps: false, versionKey: false })
export class LockoutEntry {
  /** The key itself for its lock, so that failures locking at once set the same one; `<key>#<n>` for a slot. */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) key: string;
  /** When a slot was claimed. */
  @Prop() at?: Date;
  /** The slot's attempt compared a wrong secret. */
  @Prop() failed?: boolean;
  /** A lock's end. */
  @Prop() lockedUntil?: Date;
  /** Past this the failure no longer counts, or the lock has ended, and the sweep deletes it. */
  @Prop({ required: true, index: true }) expiresAt: Date;
}

export const LockoutEntrySchema = SchemaFactory.createForClass(LockoutEntry);
// A check reads a key's entries; a failure counts the key's failures within the window: by key, then by time.
LockoutEntrySchema.index({ key: 1, at: 1 });
