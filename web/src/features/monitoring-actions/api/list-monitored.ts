// The monitored patients of the working division (active monitors), for Infinity Watch.
import { queryOptions } from '@tanstack/react-query';
import { apiAllPagesQueryOptions } from '../../../lib/api/all-pages';

const params = { filters: { status: ['active' as const] }, order_by: { field: 'room', direction: 'asc' as const } };

export const monitoredPatientsQueryOptions = () => queryOptions({
  ...apiAllPagesQueryOptions('listPatientMonitors', params),
  // A monitor paused or stopped since (monitor-updated patches the cached list) is no longer watched.
  select: (page) => page.results.filter((monitor) => monitor.status === 'active'),
});
