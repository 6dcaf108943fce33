import type { Vehicle } from '#src/api/reference';
import { formatEuro } from '#src/language/money';
import { bodyLabel } from '../vehicleWords';

const FUEL_WORDS: Record<Vehicle['fuel'], string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  'plug-in hybrid': 'Plug-in hybrid',
  electric: 'Electric',
};

/** The car found, as the driver checks it against her own. */
export function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const engine = vehicle.engineCc > 0 ? `${vehicle.engineCc} cc` : 'Electric motor';
  return (
    <dl className="vehicle-card">
      <div>
        <dt>Car</dt>
        <dd>
          {vehicle.make} {vehicle.model} {vehicle.engine}
        </dd>
      </div>
      <div>
        <dt>Year</dt>
        <dd>{vehicle.year}</dd>
      </div>
      <div>
        <dt>Engine</dt>
        <dd>
          {engine}, {FUEL_WORDS[vehicle.fuel]}, {vehicle.transmission}
        </dd>
      </div>
      <div>
        <dt>Body</dt>
        <dd>{bodyLabel(vehicle.body)}</dd>
      </div>
      <div>
        <dt>Estimated value</dt>
        <dd>{formatEuro(vehicle.valueEstimateCents)}</dd>
      </div>
    </dl>
  );
}
