/**
 * A kept payment's description once its subject is erased: what was paid for, without the car and its
 * registration (`<cover> car insurance[ renewal], <vehicle>: <what>` → `<cover> car insurance[ renewal]:
 * <what>`). The retention rules keep the payer's name and the card's last four, not the car.
 */
export function retainedDescription(description: string): string {
  const vehicleStart = description.indexOf(', ');
  const whatStart = description.lastIndexOf(': ');
  if (vehicleStart < 0 || whatStart < vehicleStart) return description.split(',')[0];
  return `${description.slice(0, vehicleStart)}${description.slice(whatStart)}`;
}
