import { hkdfSync } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { decodeEncryptionKey } from '../../config/encryption-key-rule';
import { addDays, dublinIsoDate } from '../../common/time/dates';
import { DemoRenewal, demoRenewalHistory } from './domain/demo-renewal-history';
import { renewalWrite } from './domain/import-plan';
import type { RenewalFields } from './domain/renewal-terms';
import { RenewalsRepository } from './renewals.repository';
import { documentsSubject } from './renewals.service';
import { PolicyDocumentsService } from '../documents';

/** Paid demo renewals given their documents, so staff can try resending them; each costs three PDFs at start. */
export const DEMO_PAID_WITH_DOCUMENTS = 2;

/** Aoife's renewal is the one to try the customer journey with: IVY-R-100001, born 1985-04-12. */
export const DEMO_RENEWAL = { policyNumber: 'IVY-R-100001', dateOfBirth: '1985-04-12' };

function demoRenewals(now: Date): RenewalFields[] {
  const inDays = (days: number) => dublinIsoDate(addDays(now, days));
  const base = { coverType: 'comprehensive' as const, history: [] };
  return [
    {
      ...base,
      ...DEMO_RENEWAL,
      customerName: 'Aoife Byrne',
      email: 'aoife.byrne@example.ie',
      phone: '087 123 4567',
      registration: '191-D-12345',
      vehicle: 'Toyota Corolla',
      renewalDate: inDays(35),
      currentPremiumCents: 61240,
      renewalPremiumCents: 59800,
      noClaimsYears: 6,
      history: [
        { yearsAgo: 1, premiumCents: 61240, claims: 0 },
        { yearsAgo: 2, premiumCents: 64000, claims: 0 },
        { yearsAgo: 3, premiumCents: 66950, claims: 1 },
      ],
    },
    {
      ...base,
      policyNumber: 'IVY-R-100002',
      customerName: 'Ciarán Murphy',
      email: 'ciaran.murphy@example.ie',
      dateOfBirth: '1979-11-02',
      registration: '162-C-4821',
      vehicle: 'Volkswagen Golf',
      renewalDate: inDays(24),
      currentPremiumCents: 74500,
      renewalPremiumCents: 77900,
      noClaimsYears: 3,
    },
    {
      ...base,
      policyNumber: 'IVY-R-100003',
      customerName: 'Niamh Kelly',
      email: 'niamh.kelly@example.ie',
      dateOfBirth: '1992-06-20',
      registration: '201-G-907',
      vehicle: 'Hyundai Tucson',
      coverType: 'third_party_fire_theft',
      renewalDate: inDays(52),
      currentPremiumCents: 53820,
      renewalPremiumCents: 51200,
      noClaimsYears: 9,
    },
    {
      ...base,
      policyNumber: 'IVY-R-100004',
      customerName: 'Seán O’Brien',
      email: 'sean.obrien@example.ie',
      dateOfBirth: '1968-02-14',
      registration: '12-KY-3310',
      vehicle: 'Ford Focus',
      coverType: 'third_party_only',
      renewalDate: inDays(80),
      currentPremiumCents: 41200,
      renewalPremiumCents: 41200,
      noClaimsYears: 12,
    },
    {
      ...base,
      policyNumber: 'IVY-R-100005',
      customerName: 'Mary Walsh',
      email: 'mary.walsh@example.ie',
      dateOfBirth: '1988-09-30',
      registration: '181-WX-55',
      vehicle: 'Skoda Octavia',
      renewalDate: inDays(110),
      currentPremiumCents: 68900,
      renewalPremiumCents: 66300,
      noClaimsYears: 5,
    },
  ];
}

/** What the customer did with a demo renewal, as the journey would have recorded it. */
function progressOf({ fields, status }: DemoRenewal): Record<string, unknown> {
  const day = (offset: number) => addDays(new Date(`${fields.renewalDate}T09:00:00Z`), offset);
  const steps: { type: string; at: Date; field?: string }[] = [
    { type: 'invited', at: day(-28), field: 'invitedAt' },
    ...(status === 'imported' || status === 'invited'
      ? []
      : [{ type: 'viewed', at: day(-25), field: 'viewedAt' }]),
    ...(status === 'paid' ? [{ type: 'paid', at: day(-5), field: 'paidAt' }] : []),
    ...(status === 'lapsed' ? [{ type: 'lapsed', at: day(1) }] : []),
  ];
  return {
    status,
    ...Object.fromEntries(steps.filter((step) => step.field).map((step) => [step.field, step.at])),
    events: steps.map(({ type, at }) => ({ at, type })),
  };
}

/**
 * A handful of renewals for the customer journey, and a year of them for the staff screens and statistics
 * (the first two paid ones by renewal date with their documents); existing ones are left alone.
 */
@Injectable()
@DemoSeed(70)
export class RenewalsSeeder implements DemoSeeder {
  private readonly logger = new Logger(RenewalsSeeder.name);

  private readonly key: Buffer;

  constructor(
    private readonly renewals: RenewalsRepository,
    private readonly documents: PolicyDocumentsService,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    const encryptionKey = config.ENCRYPTION_KEY && decodeEncryptionKey(config.ENCRYPTION_KEY);
    if (!encryptionKey) throw new Error('ENCRYPTION_KEY is not set: main.ts resolves it before start-up.');
    this.key = Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'ivy demo renewals', 32));
  }

  async seed(): Promise<void> {
    const replaced = await this.renewals.deleteSequentialDemoHistory();
    if (replaced > 0) this.logger.log(`${replaced} demo renewal(s) numbered in sequence replaced`);
    const context = { importId: 'demo', fileName: 'the demo data', now: this.clock.now() };
    const demo = [
      ...demoRenewals(context.now).map((fields): DemoRenewal => ({ fields, status: 'imported' })),
      ...demoRenewalHistory(context.now, this.key),
    ];
    const existing = await this.renewals.existing(demo.map((renewal) => renewal.fields.policyNumber));
    const missing = demo.filter((renewal) => !existing.has(renewal.fields.policyNumber));
    await this.renewals.write(
      missing.map((renewal) => {
        const write = renewalWrite(renewal.fields, undefined, context)!;
        if (renewal.status === 'imported' || !('insertOne' in write)) return write;
        const { events, ...document } = write.insertOne.document;
        const progress = progressOf(renewal);
        return {
          insertOne: {
            document: { ...document, ...progress, events: [...events, ...(progress.events as object[])] },
          },
        };
      }),
    );
    if (missing.length > 0) this.logger.log(`${missing.length} demo renewal(s) added`);
    // Paid on no payment page, so no settlement made their documents: a few get them here.
    for (const renewal of await this.renewals.demoPaid(DEMO_PAID_WITH_DOCUMENTS))
      await this.documents.issueAtRenewal(documentsSubject(renewal));
  }
}
