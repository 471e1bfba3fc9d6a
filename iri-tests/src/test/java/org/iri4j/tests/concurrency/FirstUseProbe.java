package org.iri4j.tests.concurrency;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.SchemeRules;

/**
 * Run in a fresh JVM by {@link DefaultEnvironmentFirstUseTest}: many threads, released at once
 * by a barrier, make the first use of the default environment through every door (the
 * environment, a comparator, the mapper, {@code check}, {@code displayHost}). Each thread prints
 * one line: the identity of the environment it saw, the plugin of each scheme and the answers;
 * or {@code FAIL} and what it caught.
 */
public final class FirstUseProbe {

    static final List<String> SCHEMES = List.of("http", "https", "ws", "wss", "mailto", "x-testdemo");

    private FirstUseProbe() {}

    /**
     * Runs the probe.
     *
     * @param args the number of threads
     * @throws InterruptedException if interrupted
     */
    public static void main(String[] args) throws InterruptedException {
        int threads = Integer.parseInt(args[0]);
        CyclicBarrier barrier = new CyclicBarrier(threads);
        String[] lines = new String[threads];
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int index = t;
            Thread thread = new Thread(() -> lines[index] = probe(index, barrier));
            thread.start();
            started.add(thread);
        }
        for (Thread thread : started) {
            thread.join();
        }
        for (String line : lines) {
            System.out.println(line);
        }
    }

    private static String probe(int index, CyclicBarrier barrier) {
        try {
            barrier.await();
            String first;
            switch (index % 5) {
                case 0 -> first = IriEnvironment.defaults().schemes().toString();
                case 1 ->
                    first = Iris.comparatorBuilder()
                            .level(ComparisonLevel.SCHEME)
                            .build()
                            .normalForm(Iris.parse("HTTP://B\u00FCcher.example:80/"))
                            .toString();
                case 2 ->
                    first = Iris.mapperBuilder()
                            .build()
                            .toUri(Iris.parse("http://B\u00FCcher.example/"))
                            .toString();
                case 3 -> first = Iris.check("mailto:a@b?subject=x").toString();
                default ->
                    first = Iris.displayHost(Iris.parse("https://xn--bcher-kva.example/"))
                            .orElseThrow();
            }
            IriEnvironment environment = IriEnvironment.defaults();
            StringBuilder line = new StringBuilder("OK\t").append(System.identityHashCode(environment));
            for (String scheme : SCHEMES) {
                line.append('\t')
                        .append(environment
                                .plugin(scheme)
                                .map(p -> p.getClass().getName())
                                .orElse("none"));
            }
            List<String> claimed = environment.schemes();
            line.append('\t').append(new HashSet<>(claimed).size() == claimed.size() ? "distinct" : "duplicated");
            line.append('\t').append(environment.hostMapper().name());
            Iri normal = Iris.comparatorBuilder()
                    .level(ComparisonLevel.SCHEME)
                    .build()
                    .normalForm(Iris.parse("HTTP://B\u00FCcher.example:80"));
            line.append('\t').append(normal).append('\t').append(first.isEmpty() ? "" : "answered");
            SchemeRules http = environment.plugin("http").orElseThrow();
            line.append('\t').append(http.traits("http").defaultPort());
            return line.toString();
        } catch (Throwable e) {
            return "FAIL\t" + e;
        }
    }
}
