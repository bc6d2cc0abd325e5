// A 400 names each bad field as `body.{w}.{name}` (contract ValidationIssue); those go under their
// fields, anything else above the form.
import { ApiError } from '../api/api-error';

export interface ServerErrors { fields: Record<string, string>; rest: string[] }

export function serverErrors(error: unknown, wrapper: string): ServerErrors {
  const result: ServerErrors = { fields: {}, rest: [] };
  if (!(error instanceof ApiError)) {
    result.rest.push(error instanceof Error ? error.message : String(error));
    return result;
  }
  const prefix = `body.${wrapper}.`;
  for (const issue of error.body?.details ?? []) {
    if (issue.field.startsWith(prefix)) {
      const name = issue.field.slice(prefix.length).split('.')[0]!;
      result.fields[name] ??= issue.message;
    } else {
      result.rest.push(issue.message);
    }
  }
  if (Object.keys(result.fields).length === 0 && result.rest.length === 0) result.rest.push(error.message);
  return result;
}
