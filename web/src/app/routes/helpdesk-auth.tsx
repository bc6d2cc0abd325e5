import { useParams } from 'react-router';
import { NotFound } from './not-found';
import { Component as PlaceholderPage } from './placeholder-page';

/** /{helpdesk}-auth: help-desk sign-in; any other single-segment path is not a page. */
export function Component() {
  const { helpdeskAuth = '' } = useParams();
  return helpdeskAuth.endsWith('-auth') ? <PlaceholderPage /> : <NotFound />;
}
