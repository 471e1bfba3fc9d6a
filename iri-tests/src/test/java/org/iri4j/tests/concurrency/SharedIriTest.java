package org.iri4j.tests.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.IriMapper;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Shared {@link Iri} instances, comparators and mappers used from many threads at once
 * (results are immutable and thread-safe): each thread computes a digest of every
 * operation on every shared instance, starting at once on fresh instances (so that any lazily
 * computed state is raced for), and every digest equals the one computed alone.
 */
class SharedIriTest {

    private static final List<String> INPUTS = List.of(
            "http://a/b/c/d;p?q",
            "HTTP://B\u00FCcher.Example:80/./a/../%7e/ros%C3%A9?Q#F",
            "mailto:A@Example.COM?subject=%41",
            "https://xn--bcher-kva.example/\u05D0\u05D1/c",
            "urn:isbn:0451450523",
            "x:/.//a",
            "//h/p?q",
            "../../g",
            "http://[::1]:8080/a",
            "http://u:p@a/%2e%2E/b",
            "ws://a/?\u00FC",
            "http://a/\u00E9/\uD83D\uDE00#\u00E9");

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void sharedInstancesGiveTheSameAnswersInEveryThread() throws Exception {
        int threads = 16;
        for (int round = 0; round < 20; round++) {
            List<Iri> shared = parseInputs();
            IriComparator scheme =
                    Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();
            IriMapper web = Iris.mapperBuilder().unicodeHosts(true).build();
            String alone = digest(
                    parseInputs(),
                    Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build(),
                    Iris.mapperBuilder().unicodeHosts(true).build());
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Callable<String>> tasks = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    tasks.add(() -> digest(shared, scheme, web));
                }
                for (Future<String> result : pool.invokeAll(tasks)) {
                    assertEquals(alone, result.get());
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    /** Fresh instances of the inputs, parsed anew. */
    private static List<Iri> parseInputs() {
        return INPUTS.stream().map(Iris::parse).toList();
    }

    private static String digest(List<Iri> iris, IriComparator scheme, IriMapper web) {
        StringBuilder out = new StringBuilder();
        for (Iri iri : iris) {
            out.append(iri)
                    .append('|')
                    .append(iri.hashCode())
                    .append('|')
                    .append(iri.scheme())
                    .append(iri.authority())
                    .append(iri.userinfo())
                    .append(iri.host())
                    .append(iri.hostKind())
                    .append(iri.port())
                    .append(iri.path())
                    .append(iri.query())
                    .append(iri.fragment())
                    .append(iri.isAbsolute())
                    .append('|');
            out.append(attempt(() -> Iris.toUri(iri)))
                    .append('|')
                    .append(attempt(() -> Iris.toIri(iri)))
                    .append('|');
            out.append(attempt(() -> web.toUri(iri)))
                    .append('|')
                    .append(attempt(() -> web.toIri(iri)))
                    .append('|');
            out.append(attempt(() -> scheme.normalForm(iri))).append('|');
            out.append(attempt(() -> Iris.normalize(iri, ComparisonLevel.SYNTAX)))
                    .append('|');
            out.append(Iris.displayHost(iri))
                    .append('|')
                    .append(Iris.display(iri))
                    .append('|');
            out.append(Iris.check(iri.toString()).violations()).append('|');
            for (Iri other : iris) {
                out.append(scheme.equivalent(iri, other) ? '=' : '/').append(iri.equals(other) ? '=' : '/');
                if (iri.isAbsolute()) {
                    out.append(attempt(() -> iri.resolve(other))).append(';');
                    if (other.isAbsolute()) {
                        out.append(attempt(() -> iri.relativize(other))).append(';');
                    }
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String attempt(Callable<Object> operation) {
        try {
            return String.valueOf(operation.call());
        } catch (InvalidInputException e) {
            return "error " + e.getMessage();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
