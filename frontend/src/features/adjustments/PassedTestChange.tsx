import { PastDateField } from '../../components/DateField';
import { TextField } from '../../components/TextField';
import { notBlank } from '../../components/validators';
import { PolicyChange } from './PolicyChange';

interface PassedTestValues {
  passedTest: { testDate?: string; driverNumber?: string };
}

/** "I passed my driving test": the test date and the full licence's driver number. */
export function PassedTestChange() {
  return (
    <PolicyChange<PassedTestValues>
      title="I passed my driving test"
      intro="Congratulations! Tell us the date of the test and the driver number on your full licence."
      initialValues={{ passedTest: {} }}
      toRequest={({ passedTest: { testDate = '', driverNumber = '' } }) => ({
        type: 'passed_test',
        passedTest: { testDate, driverNumber },
      })}
    >
      <PastDateField name="passedTest.testDate" label="Date of the test" />
      <TextField
        name="passedTest.driverNumber"
        label="Driver number"
        hint="The 9 digits at 4d on your full licence"
        inputMode="numeric"
        autoComplete="off"
        validate={notBlank('your driver number')}
      />
    </PolicyChange>
  );
}
