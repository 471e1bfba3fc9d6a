/**
 * Plugins that are broken on purpose, one way each, for the discovery tests of
 * {@code org.iri4j.tests.discovery}. They are compiled with the other test classes but listed in
 * no {@code META-INF/services} file of the test class path: the tests write those files into a
 * temporary directory, so that only the class loaders (and forked JVMs) of those tests see them,
 * never the other tests of the module. Each depends on the API and SPI only, so it can also be
 * copied next to the services files and loaded by the real command on the module path.
 */
package org.iri4j.tests.discovery.broken;
