// A 400 names each bad field as `body.{w}.{path}` (contract ValidationIssue); those go under their
// fields (the form finds the field a path is in: custom_fields.<key>, options.1), anything else
// above the form.
import { ApiError } from '../api/api-error';

/** `fields`: the first message for each path inside the write body. */
export interface ServerErrors { fields: Record<string, string>; rest: string[] }

export function serverErrors(error: unknown, wrapper: string): ServerErrors {
  const result: ServerErrors = { fields: {}, rest: [] };
  if (!(error instanceof ApiError)) {
    result.rest.push(error instanceof Error ? error.message : String(error));
    return result;
  }
  const prefix = `body.${wrapper}.`;
  for (const issue of error.body?.details ?? []) {
    if (issue.field.startsWith(prefix)) result.fields[issue.field.slice(prefix.length)] ??= issue.message;
    else result.rest.push(issue.message);
  }
  if (Object.keys(result.fields).length === 0 && result.rest.length === 0) result.rest.push(error.message);
  return result;
}
