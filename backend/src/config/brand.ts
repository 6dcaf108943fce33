import { readFileSync } from 'node:fs';
import { Global, Injectable, Module } from '@nestjs/common';
import { plainToInstance, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Min, validateSync, ValidateNested } from 'class-validator';
import { AppConfig } from './app-config';

class BrandEmails {
  @IsString() @IsNotEmpty() support: string;
  @IsString() @IsNotEmpty() from: string;
}

/**
 * The versions of the documents a customer confirms reading before paying: the acceptance records these,
 * never what a client says it showed. Change one when the document behind its link changes.
 */
export class DocumentVersions {
  @IsString() @IsNotEmpty() termsOfBusiness: string;
  @IsString() @IsNotEmpty() policyBooklet: string;
  @IsString() @IsNotEmpty() ipid: string;
}

/** The fields of config/brand.json the backend relies on; the file may hold more. */
export class Brand {
  @IsString() @IsNotEmpty() name: string;
  @IsString() @IsNotEmpty() shortName: string;
  @IsString() @IsNotEmpty() productSlug: string;

  @ValidateNested()
  @Type(() => BrandEmails)
  email: BrandEmails;

  @ValidateNested()
  @Type(() => DocumentVersions)
  documentVersions: DocumentVersions;

  /** An administration fee on each mid-term change to a policy, in cents; none when left out. */
  @IsOptional()
  @IsInt()
  @Min(0)
  adjustmentFeeCents?: number;
}

export class BrandFileError extends Error {
  override name = 'BrandFileError';
}

export function loadBrand(file: string): Brand {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandFileError(`Cannot read the brand file ${file}: ${(error as Error).message}`);
  }
  const brand = plainToInstance(Brand, raw);
  const problems = validateSync(brand).flatMap((e) => [
    ...Object.values(e.constraints ?? {}),
    ...(e.children ?? []).flatMap((c) => Object.values(c.constraints ?? {}).map((m) => `${e.property}.${m}`)),
  ]);
  if (problems.length > 0)
    throw new BrandFileError(`The brand file ${file} is invalid: ${problems.join('; ')}`);
  return brand;
}

/** The brand (name, sender address…) read once from BRAND_FILE. */
@Injectable()
export class BrandService {
  readonly brand: Brand;

  constructor(config: AppConfig) {
    this.brand = loadBrand(config.BRAND_FILE);
  }

  get name(): string {
    return this.brand.name;
  }
}

@Global()
@Module({ providers: [BrandService], exports: [BrandService] })
export class BrandModule {}
