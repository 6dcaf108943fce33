import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { COUNTIES, County } from '../data/gazetteer';
import { RATING_AREAS, RatingArea } from '../data/rating-areas';
import { BODY_TYPES, BodyType, Fuel, FUELS, Transmission } from '../data/vehicle-models';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const TEXT_MAX = 100;

/** A required query parameter of free text. */
const QueryText = (example: string) =>
  applyDecorators(
    ApiProperty({ example, maxLength: TEXT_MAX }),
    Transform(trimmed),
    IsString({ message: 'Must be text' }),
    IsNotEmpty({ message: 'Required' }),
    MaxLength(TEXT_MAX, { message: `At most ${TEXT_MAX} characters` }),
  );

// ---- queries

export class RegistrationQueryDto {
  @QueryText('191-D-12345') registration: string;
}

export class MakeQueryDto {
  @QueryText('Toyota') make: string;
}

export class ModelQueryDto extends MakeQueryDto {
  @QueryText('Yaris') model: string;
}

export class YearQueryDto extends ModelQueryDto {
  @ApiProperty({ example: 2019 })
  @Type(() => Number)
  @IsInt({ message: 'Must be a year' })
  @Min(1900, { message: 'Must be a year' })
  @Max(2100, { message: 'Must be a year' })
  year: number;
}

export class VehicleQueryDto extends YearQueryDto {
  @QueryText('1.5 Hybrid') engine: string;
}

export class SearchQueryDto {
  @ApiProperty({ description: 'What the customer typed; an empty search finds nothing', maxLength: TEXT_MAX })
  @Transform(trimmed)
  @IsString({ message: 'Must be text' })
  @MaxLength(TEXT_MAX, { message: `At most ${TEXT_MAX} characters` })
  search: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 20, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(20)
  limit?: number;
}

export class AddressIdParamDto {
  @ApiProperty({
    description: 'An id from the address search',
    example: 'ie1.VzkxL25hYXN8WDJLNHwxMiBNYWluIFN0cmVldA',
  })
  @IsString()
  @MaxLength(300, { message: 'Invalid address id' })
  id: string;
}

export class AreasQueryDto {
  @ApiPropertyOptional({ description: 'An id from the address search: the area of that address' })
  @ValidateIf((query: AreasQueryDto) => query.county === undefined)
  @IsString({ message: 'Give an addressId or a county' })
  @MaxLength(300)
  addressId?: string;

  @ApiPropertyOptional({ enum: COUNTIES, enumName: 'County', description: 'Every area of a county' })
  @IsOptional()
  @IsIn(COUNTIES, { message: 'Must be an Irish county' })
  county?: County;
}

export class EircodeParamDto {
  @ApiProperty({ example: 'D02 XK52' })
  @IsString()
  @MaxLength(20, { message: 'Please enter a valid Eircode, for example D02 XK52.' })
  eircode: string;
}

// ---- answers

export class VehicleDetailsDto {
  @ApiProperty({ example: 'toyota-yaris-1-5-hybrid-2019' }) id: string;
  @ApiProperty({ example: 'Toyota' }) make: string;
  @ApiProperty({ example: 'Yaris' }) model: string;
  @ApiProperty({ example: '1.5 Hybrid' }) engine: string;
  @ApiProperty({ example: 2019 }) year: number;
  @ApiProperty({ description: '0 for battery electric cars', example: 1497 }) engineCc: number;
  @ApiProperty({ enum: FUELS, enumName: 'Fuel' }) fuel: Fuel;
  @ApiProperty({ enum: BODY_TYPES, enumName: 'BodyType' }) body: BodyType;
  @ApiProperty({ enum: ['manual', 'automatic'], enumName: 'Transmission' }) transmission: Transmission;
  @ApiProperty({ description: 'Estimated market value in cents; the customer may change it' })
  valueEstimateCents: number;
  @ApiProperty({ description: 'Insurance group, 1 to 50' }) vehicleGroup: number;
}

export class VehicleLookupAnswerDto extends EnvelopeDto {
  @ApiProperty({ description: 'The registration written canonically', example: '191-D-12345' })
  registration: string;
  @ApiProperty({ description: 'Where the car was first registered', example: 'Dublin' })
  registrationCounty: string;
  @ApiProperty({ type: VehicleDetailsDto }) vehicle: VehicleDetailsDto;
}

export class CountiesAnswerDto extends EnvelopeDto {
  @ApiProperty({ enum: COUNTIES, enumName: 'County', isArray: true }) counties: County[];
}

export class MakesAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [String] }) makes: string[];
}

export class ModelsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [String] }) models: string[];
}

export class YearsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [Number], description: 'Newest first' }) years: number[];
}

export class EngineOptionDto {
  @ApiProperty({ example: '1.5 Hybrid' }) engine: string;
  @ApiProperty() engineCc: number;
  @ApiProperty({ enum: FUELS, enumName: 'Fuel' }) fuel: Fuel;
  @ApiProperty({ enum: ['manual', 'automatic'], enumName: 'Transmission' }) transmission: Transmission;
}

export class EnginesAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [EngineOptionDto] }) engines: EngineOptionDto[];
}

export class VehicleAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: VehicleDetailsDto }) vehicle: VehicleDetailsDto;
}

export class AddressDto {
  @ApiProperty({ description: 'Stable: the same address always has the same id' }) id: string;
  @ApiProperty({ example: '12 Main Street' }) line1: string;
  @ApiPropertyOptional({ description: 'The suburb, in cities', example: 'Rathmines' }) line2?: string;
  @ApiProperty({ example: 'Naas' }) town: string;
  @ApiProperty({ enum: COUNTIES, enumName: 'County' }) county: County;
  @ApiProperty({ example: 'W91 X2K4' }) eircode: string;
  @ApiProperty({ example: 'W91' }) routingKey: string;
  @ApiProperty({ enum: RATING_AREAS, enumName: 'RatingArea' }) area: RatingArea;
}

export class AddressesAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [AddressDto] }) addresses: AddressDto[];
}

export class AddressAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: AddressDto }) address: AddressDto;
}

export class AreaDto {
  @ApiProperty({ example: 'W91' }) routingKey: string;
  @ApiProperty({ example: 'Naas' }) postTown: string;
  @ApiProperty({ enum: COUNTIES, enumName: 'County' }) county: County;
  @ApiProperty({ enum: RATING_AREAS, enumName: 'RatingArea', description: 'What the rating table prices' })
  ratingArea: RatingArea;
}

export class AreasAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [AreaDto] }) areas: AreaDto[];
}

export class EircodeAnswerDto extends EnvelopeDto {
  @ApiProperty({ example: 'D02 XK52' }) eircode: string;
  @ApiProperty({ type: AreaDto }) area: AreaDto;
}

export class OccupationDto {
  @ApiProperty({ example: 'nurse' }) code: string;
  @ApiProperty({ example: 'Nurse' }) title: string;
}

export class OccupationsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [OccupationDto] }) occupations: OccupationDto[];
}

export class BusinessTypeDto {
  @ApiProperty({ example: 'healthcare' }) code: string;
  @ApiProperty({ example: 'Healthcare' }) name: string;
}

export class BusinessTypesAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [BusinessTypeDto] }) businessTypes: BusinessTypeDto[];
}
