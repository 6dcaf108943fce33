import { applyDecorators, Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../common/auth';
import { EnvelopeDto, ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { RateLimit } from '../../common/throttling/rate-limits';
import {
  AddressAnswerDto,
  AddressesAnswerDto,
  AddressIdParamDto,
  AreasAnswerDto,
  AreasQueryDto,
  BusinessTypesAnswerDto,
  CountiesAnswerDto,
  EircodeAnswerDto,
  EircodeParamDto,
  EnginesAnswerDto,
  MakesAnswerDto,
  MakeQueryDto,
  ModelQueryDto,
  ModelsAnswerDto,
  OccupationsAnswerDto,
  RegistrationQueryDto,
  SearchQueryDto,
  VehicleAnswerDto,
  VehicleLookupAnswerDto,
  VehicleQueryDto,
  YearQueryDto,
  YearsAnswerDto,
} from './dto/reference.dto';
import { ReferenceDataService } from './reference-data.service';

const Invalid = (description = 'A missing or malformed parameter') =>
  ApiBadRequestResponse({ type: ErrorEnvelopeDto, description });

/** A public, rate-limited GET answering `answer`. */
const Lookup = (path: string, answer: new () => EnvelopeDto, summary: string) =>
  applyDecorators(
    Public(),
    RateLimit('referenceLookup'),
    Get(path),
    ApiOperation({ summary }),
    ApiOkResponse({ type: answer }),
  );

/** What the public forms look up: cars, addresses, areas, counties, jobs. */
@ApiTags('reference')
@Controller('reference')
export class ReferenceDataController {
  constructor(private readonly reference: ReferenceDataService) {}

  @Lookup(
    'vehicles/lookup',
    VehicleLookupAnswerDto,
    'The car for an Irish registration (any case, spaces or dashes)',
  )
  @Invalid('Not a valid Irish registration; the message says why')
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No car found: choose it from the lists' })
  lookupVehicle(@Query() { registration }: RegistrationQueryDto): VehicleLookupAnswerDto {
    return ok(this.reference.lookupVehicle(registration));
  }

  @Lookup('counties', CountiesAnswerDto, 'The 26 counties of the Republic, A to Z')
  listCounties(): CountiesAnswerDto {
    return ok({ counties: this.reference.counties() });
  }

  @Lookup('vehicles/makes', MakesAnswerDto, 'Car makes, A to Z (manual selection, step 1)')
  listVehicleMakes(): MakesAnswerDto {
    return ok({ makes: this.reference.makes() });
  }

  @Lookup('vehicles/models', ModelsAnswerDto, 'Models of a make, A to Z (step 2); empty for an unknown make')
  @Invalid()
  listVehicleModels(@Query() { make }: MakeQueryDto): ModelsAnswerDto {
    return ok({ models: this.reference.models(make) });
  }

  @Lookup('vehicles/years', YearsAnswerDto, 'Years a model was sold, newest first (step 3)')
  @Invalid()
  listVehicleYears(@Query() { make, model }: ModelQueryDto): YearsAnswerDto {
    return ok({ years: this.reference.years(make, model) });
  }

  @Lookup('vehicles/engines', EnginesAnswerDto, 'Engines of a model in a year (step 4)')
  @Invalid()
  listVehicleEngines(@Query() { make, model, year }: YearQueryDto): EnginesAnswerDto {
    return ok({ engines: this.reference.engines(make, model, year) });
  }

  @Lookup('vehicles', VehicleAnswerDto, 'The car chosen by make, model, year and engine')
  @Invalid()
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such car in the lists' })
  selectVehicle(@Query() { make, model, year, engine }: VehicleQueryDto): VehicleAnswerDto {
    return ok({ vehicle: this.reference.vehicle(make, model, year, engine) });
  }

  @Lookup(
    'addresses',
    AddressesAnswerDto,
    'Addresses matching what was typed: a street and a town, an Eircode, or a place alone (its common streets)',
  )
  @Invalid()
  searchAddresses(@Query() { search, limit }: SearchQueryDto): AddressesAnswerDto {
    return ok({ addresses: this.reference.searchAddresses(search, limit) });
  }

  @Lookup('addresses/:id', AddressAnswerDto, 'One address from the search, by its id')
  @Invalid()
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Not an id the search gave' })
  getAddress(@Param() { id }: AddressIdParamDto): AddressAnswerDto {
    return ok({ address: this.reference.address(id) });
  }

  @Lookup('areas', AreasAnswerDto, 'The area of a chosen address, or every area of a county')
  @Invalid('Neither addressId nor county')
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Not an address id the search gave' })
  lookupAreas(@Query() query: AreasQueryDto): AreasAnswerDto {
    return ok({ areas: this.reference.areas(query) });
  }

  @Lookup('eircodes/:eircode', EircodeAnswerDto, 'Check an Eircode and find its area')
  @Invalid('Not a valid Eircode; the message says why')
  checkEircode(@Param() { eircode }: EircodeParamDto): EircodeAnswerDto {
    return ok(this.reference.checkEircode(eircode));
  }

  @Lookup('occupations', OccupationsAnswerDto, 'Occupations matching what was typed, best match first')
  @Invalid()
  searchOccupations(@Query() { search, limit }: SearchQueryDto): OccupationsAnswerDto {
    return ok({ occupations: this.reference.occupations(search, limit) });
  }

  @Lookup(
    'business-types',
    BusinessTypesAnswerDto,
    "Employers' types of business matching what was typed, best match first",
  )
  @Invalid()
  searchBusinessTypes(@Query() { search, limit }: SearchQueryDto): BusinessTypesAnswerDto {
    return ok({ businessTypes: this.reference.businessTypes(search, limit) });
  }
}
