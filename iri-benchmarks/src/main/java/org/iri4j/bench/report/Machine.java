package org.iri4j.bench.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.iri4j.bench.Json;
import org.openjdk.jmh.util.Version;

/**
 * The machine, the JDK, the JMH settings and every library's version of a run, read from this
 * machine, from JMH's JSON, and from {@code versions.properties}, which Maven writes from the
 * poms into the benchmark jar.
 */
final class Machine {

    private Machine() {}

    static String describe(Map<String, Object> run, Optional<String> node) {
        StringBuilder md = new StringBuilder("### Machine and settings\n\n");
        md.append(String.format(
                Locale.ROOT,
                "- CPU: %s; %d cores seen by the JVM; %s of memory; %s %s (%s)%n",
                cpu(),
                Runtime.getRuntime().availableProcessors(),
                memory(),
                System.getProperty("os.name"),
                System.getProperty("os.version"),
                System.getProperty("os.arch")));
        md.append(String.format(
                Locale.ROOT, "- JDK: %s, %s %s%n", run.get("jdkVersion"), run.get("vmName"), run.get("vmVersion")));
        md.append(String.format(
                Locale.ROOT,
                "- JMH: %s; mode average time; %s fork(s); warm-up %s × %s; measurement %s × %s; JVM options %s; allocation from `-prof gc` (`gc.alloc.rate.norm`)%n",
                Version.getPlainVersion(),
                number(run.get("forks")),
                number(run.get("warmupIterations")),
                run.get("warmupTime"),
                number(run.get("measurementIterations")),
                run.get("measurementTime"),
                run.get("jvmArgs")));
        md.append(libraries(node));
        return md.toString();
    }

    /** The libraries measured, each with the version in the jar. */
    private static String libraries(Optional<String> node) {
        Properties versions = new Properties();
        try (InputStream in = Machine.class.getResourceAsStream("versions.properties")) {
            if (in == null) {
                throw new IllegalStateException("versions.properties is missing from the benchmark jar");
            }
            versions.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        StringBuilder line = new StringBuilder(String.format(
                Locale.ROOT,
                "- Libraries: iri4j %s (its scheme plugins and iri-idna, ICU4J %s); java.net.URI of the JDK above",
                versions.getProperty("iri4j"),
                versions.getProperty("icu4j")));
        for (String peer : List.of(
                "jena-iri3986",
                "jena-iri",
                "rdf4j",
                "galimatias",
                "okhttp",
                "spring-web",
                "urlcanon",
                "crawler-commons",
                "guava",
                "handy-uri-templates")) {
            line.append("; ").append(peer).append(' ').append(versions.getProperty(peer));
        }
        line.append("; Apache Jena ").append(versions.getProperty("jena-arq")).append(" (N-Triples)");
        node.ifPresent(n -> line.append("; ").append(n));
        return line.append('\n').toString();
    }

    private static String number(Object value) {
        return String.format(Locale.ROOT, "%.0f", Json.number(value));
    }

    private static String cpu() {
        for (String line : lines("/proc/cpuinfo")) {
            if (line.startsWith("model name")) {
                return line.substring(line.indexOf(':') + 1).trim();
            }
        }
        return System.getProperty("os.arch");
    }

    private static String memory() {
        for (String line : lines("/proc/meminfo")) {
            if (line.startsWith("MemTotal:")) {
                long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
                return String.format(Locale.ROOT, "%.0f GiB", kb / 1024.0 / 1024.0);
            }
        }
        return "unknown amount";
    }

    private static List<String> lines(String file) {
        try {
            return Files.readAllLines(Path.of(file));
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }
}
