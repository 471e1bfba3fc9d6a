package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The jars of {@code spark.jars} and {@code ADD JAR} as URLs the driver opens, as Spark reads them (SparkContext.addJar). */
class DriverJarsTest {

    @Test
    void pathsAndUrisOfSparkJarsThenTheAddedOnes() throws Exception {
        String here = Path.of("a.jar").toAbsolutePath().toUri().toString();
        List<String> jars = DriverJars.of(
                List.of("a.jar", "/opt/my jars/b.jar", "file:/c.jar", "local:/d.jar", "", "http://h/e.jar", "a.jar"),
                new URL[] {
                    URI.create("file:/f.jar").toURL(), URI.create("file:/c.jar").toURL()
                });
        assertEquals(
                List.of(
                        here,
                        "file:///opt/my%20jars/b.jar",
                        "file:/c.jar",
                        "file:/d.jar",
                        "http://h/e.jar",
                        "file:/f.jar"),
                jars,
                "relative to the working directory, local: as the file it names, each once");
    }

    @Test
    void aJarTheDriverCannotOpenIsLeftOut() {
        assertEquals(
                List.of("file:/a.jar"),
                DriverJars.of(List.of("ivy://org.example:plugin:1.0", "file:/a.jar"), new URL[0]));
    }
}
