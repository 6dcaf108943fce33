import mongoose from 'mongoose';
import { connectTo, startTestApp, TestApp } from '#test/harness/test-app';
import { QuoteDemoSeeder } from '../quotes/quotes.seeder';
import { PaymentsDemoSeeder } from './payments.seeder';

describe('demo payments', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  beforeAll(async () => {
    t = await startTestApp();
    db = await connectTo(t.config.MONGODB_URI!);
    await t.app.get(QuoteDemoSeeder).seed();
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  it('pays for each bought demo quote and enters each demo policy, once however often it runs', async () => {
    const seeder = t.app.get(PaymentsDemoSeeder);
    await seeder.seed();
    const payments = await db.collection('payments').countDocuments();
    const bought = await db.collection('quotes').countDocuments({ demo: true, status: 'purchased' });
    expect(await db.collection('payments').countDocuments({ status: 'succeeded' })).toBe(bought);
    expect(
      await db.collection('competition_entries').countDocuments({ createdDay: { $type: 'string' } }),
    ).toBe(await db.collection('policies').countDocuments());
    await seeder.seed();
    expect(await db.collection('payments').countDocuments()).toBe(payments);
  }, 60_000);
});
