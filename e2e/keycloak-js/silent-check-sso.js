// keycloak-js's silent check-sso page: hands the authorization response in its URL to the page that framed it.
parent.postMessage(location.href, location.origin);
