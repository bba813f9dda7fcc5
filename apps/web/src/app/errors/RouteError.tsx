import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorLayout } from '../layouts/ErrorLayout';
import { GenericError } from './GenericError';
import { NotFound } from './NotFound';

/** The router's error boundary: the 404 page or the generic error page, in the `error` layout. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <ErrorLayout>{notFound ? <NotFound /> : <GenericError error={error} />}</ErrorLayout>;
}
