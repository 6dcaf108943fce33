import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** How far the fan-out has read the event log (one document, `_id: 'fan-out'`). */
@Schema({ collection: 'webhook_cursor', timestamps: false, versionKey: false })
export class WebhookCursor {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) after: number;
}

export const WebhookCursorSchema = SchemaFactory.createForClass(WebhookCursor);
