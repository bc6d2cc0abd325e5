// The monitored patients of the working division (active monitors), for Infinity Watch.
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiKey } from '../../../lib/api/api-query';

const params = { filters: { status: ['active' as const] }, per_page: 100 as const, order_by: { field: 'room', direction: 'asc' as const } };

export const monitoredPatientsQueryOptions = () => queryOptions({
  queryKey: apiKey('listPatientMonitors', params),
  queryFn: ({ signal }) => apiCall('listPatientMonitors', params, undefined, signal),
  // A monitor paused or stopped since (monitor-updated patches the cached list) is no longer watched.
  select: (page) => page.results.filter((monitor) => monitor.status === 'active'),
});
