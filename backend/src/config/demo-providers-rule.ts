import { ValidationArguments, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';

interface ProvidersConfig {
  NODE_ENV?: string;
  MONGODB_URI?: string;
  PAYMENT_PROVIDER?: string;
  MAIL_TRANSPORT?: string;
}

/** The offline stand-ins a demo runs on, named as the message shows them. */
function demoProvidersIn(config: ProvidersConfig): string[] {
  return [
    ...(config.PAYMENT_PROVIDER === 'sandbox' ? ['PAYMENT_PROVIDER=sandbox'] : []),
    ...(config.MAIL_TRANSPORT === 'outbox' ? ['MAIL_TRANSPORT=outbox'] : []),
  ];
}

/**
 * A production deployment on its own database is a real site: with the sandbox, anyone gets a policy with
 * the test card; with the outbox, customers get no email and reset links sit in the database for staff to
 * read. So there they must be chosen on purpose (the demo stack in docker-compose.yml does).
 */
@ValidatorConstraint({ name: 'demoProviders' })
export class DemoProvidersRule implements ValidatorConstraintInterface {
  validate(allowed: unknown, args: ValidationArguments): boolean {
    const config = args.object as ProvidersConfig;
    const real = config.NODE_ENV === 'production' && Boolean(config.MONGODB_URI);
    return allowed === true || !real || demoProvidersIn(config).length === 0;
  }

  defaultMessage(args: ValidationArguments): string {
    const found = demoProvidersIn(args.object as ProvidersConfig).join(' and ');
    return `${found} take no money and send no email: in production with MONGODB_URI choose stripe and smtp, or set ALLOW_DEMO_PROVIDERS=true for a demo`;
  }
}
