// With monitors selected in the list: pause or resume them together (on their own page, which
// lists them and asks for the reason).
import { Button } from '@mantine/core';
import { Link } from 'react-router';

export function MonitorBulkActions({ ids, clear }: { ids: readonly number[]; clear: () => void }) {
  if (ids.length === 0) return null;
  const query = `ids=${ids.join(',')}`;
  return (
    <>
      <Button variant="light" color="yellow" component={Link} to={`/patient-monitors/multipause?${query}`}>Pause selected ({ids.length})</Button>
      <Button variant="light" color="green" component={Link} to={`/patient-monitors/multiresume?${query}`}>Resume selected ({ids.length})</Button>
      <Button variant="subtle" onClick={clear}>Clear selection</Button>
    </>
  );
}
