import type { Dispatch } from 'react';
import type { QuoteOptions } from '#src/api/quotes';
import type { QuoteStep } from '../quoteSteps';
import { AdditionalDriversStep } from '../steps/AdditionalDriversStep';
import { ClaimsStep } from '../steps/ClaimsStep';
import { CoverStep } from '../steps/CoverStep';
import { DrivingHistoryStep } from '../steps/DrivingHistoryStep';
import { YourCarStep } from '../steps/YourCarStep';
import { YourDetailsStep } from '../steps/YourDetailsStep';
import type { VehicleLookupAction, VehicleLookupState } from '../vehicleLookup';

interface StepFieldsProps {
  step: QuoteStep;
  options: QuoteOptions;
  lookup: VehicleLookupState;
  dispatch: Dispatch<VehicleLookupAction>;
}

/** The questions of one step; the others' answers stay in the form while it is away. */
export function StepFields({ step, options, lookup, dispatch }: StepFieldsProps) {
  switch (step.page) {
    case 'your_details':
      return <YourDetailsStep options={options} />;
    case 'your_car':
      return <YourCarStep options={options} lookup={lookup} dispatch={dispatch} />;
    case 'your_driving_history':
      return <DrivingHistoryStep options={options} />;
    case 'claims':
      return <ClaimsStep options={options} />;
    case 'additional_drivers':
      return <AdditionalDriversStep options={options} />;
    case 'cover':
      return <CoverStep options={options} />;
  }
}
