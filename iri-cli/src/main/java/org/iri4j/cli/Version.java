package org.iri4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * What {@code --version} prints: the version of the artifacts, which the build writes into
 * {@code version.properties} (a Maven-filtered resource of iri-cli), never a string in the code.
 */
final class Version implements IVersionProvider {

    /** The resource, next to this class. */
    static final String RESOURCE = "version.properties";

    /**
     * The line {@code --version} prints.
     *
     * @return e.g. {@code iri4j 0.1.0-SNAPSHOT}
     */
    static String line() {
        return "iri4j " + number();
    }

    /** @return the version the build wrote, or a sentence saying it is missing */
    static String number() {
        Properties properties = new Properties();
        try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException | IllegalArgumentException e) {
            return "(version unknown: " + RESOURCE + " cannot be read)";
        }
        String version = properties.getProperty("version", "");
        if (version.isBlank() || version.contains("${")) {
            return "(version unknown: the build did not write " + RESOURCE + ")";
        }
        return version.strip();
    }

    @Override
    public String[] getVersion() {
        return new String[] {line()};
    }
}
