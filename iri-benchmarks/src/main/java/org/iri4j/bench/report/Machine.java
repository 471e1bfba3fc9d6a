package org.iri4j.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iri4j.bench.Json;
import org.openjdk.jmh.util.Version;

/** The machine and the JMH settings of a run, read from this machine and from JMH's JSON. */
final class Machine {

    private Machine() {}

    static String describe(Map<String, Object> run) {
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
        return md.toString();
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
