package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.properties.PropertiesConfigurationFactory;
import org.apache.logging.log4j.core.impl.Log4jLogEvent;
import org.apache.logging.log4j.message.SimpleMessage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The log configurations of the example job and of the tests print iri4j's warnings (logger
 * {@code org.iri4j}, whose messages carry no prefix of their own) with one "iri4j: ", the
 * layout's, and Spark's with the name of their logger, as Spark's default template does.
 */
class LogConfigurationTest {

    @ParameterizedTest
    @ValueSource(strings = {"examples/log4j2.properties", "src/test/resources/log4j2.properties"})
    void iri4jOncePerLine(String file) throws IOException {
        Configuration config = configuration(Path.of(file));
        List<String> problem = lines(config, "org.iri4j", "a plugin problem");
        assertEquals(List.of("WARN iri4j: a plugin problem"), problem);
        assertEquals(
                List.of("WARN SparkContext: a message"), lines(config, "org.apache.spark.SparkContext", "a message"));
    }

    private static Configuration configuration(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            Configuration config = new PropertiesConfigurationFactory()
                    .getConfiguration(new LoggerContext(file.toString()), new ConfigurationSource(in, file.toFile()));
            config.initialize();
            return config;
        }
    }

    /** What each appender a warning reaches prints for it, after the time. */
    private static List<String> lines(Configuration config, String logger, String message) {
        LogEvent event = Log4jLogEvent.newBuilder()
                .setLoggerName(logger)
                .setLevel(Level.WARN)
                .setMessage(new SimpleMessage(message))
                .build();
        List<String> out = new ArrayList<>();
        for (LoggerConfig at = config.getLoggerConfig(logger);
                at != null;
                at = at.isAdditive() ? at.getParent() : null) {
            for (Appender appender : at.getAppenders().values()) {
                String line = new String(appender.getLayout().toByteArray(event), StandardCharsets.UTF_8);
                out.add(line.substring(line.indexOf(' ') + 1).strip());
            }
        }
        return out;
    }
}
