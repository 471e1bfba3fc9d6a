package org.iri4j.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.CanonStep;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The cost of strip-tracking-params (RFC 3987 §5.3.4 protocol-based normalization, iri4j's
 * step): a link's canonical form under {@code aggressive}, which has the step, and under the same
 * steps without it ({@code aggressive-without-tracking}, aggressive as it was before the step);
 * {@code dedup} beside {@code semantic}, which it extends; and the step alone after the URL
 * Standard's reading ({@code href+strip-tracking-params} beside {@code href}). On the benchmark
 * mix ({@code mix}: 10,000 links, 7.5% of them with tracking parameters) and on the mix with
 * tracking parameters added to every link before its fragment ({@code mix-tracked}). One
 * invocation canonicalizes the whole workload, as {@link OpBenchmark} does: the time per
 * invocation divided by 10,000 is the time per link. {@link #main} takes the same pairs as
 * {@link PairedRatio} takes two tasks: in turn, in one JVM, so that a slow minute of a shared
 * machine lands on both.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 2)
public class TrackingParamsBenchmark {

    /** What {@code mix-tracked} adds to each link's query. */
    private static final String TRACKING = "utm_source=news&utm_medium=mail&gclid=Cj0KCQiA&fbclid=IwAR2x";

    /** The workload. */
    @Param({"mix", "mix-tracked"})
    public String workload;

    /** The profile, a shipped one or one of those written above. */
    @Param({"aggressive", "aggressive-without-tracking", "semantic", "dedup", "href", "href+strip-tracking-params"})
    public String profile;

    private CanonProfile canon;
    private String[] links;

    /** Prepares the links and the profile. */
    @Setup
    public void setUp() {
        List<String> mix = Workloads.get("mix");
        links = (workload.equals("mix") ? mix : tracked(mix)).toArray(new String[0]);
        canon = profile(profile);
    }

    static CanonProfile profile(String name) {
        if (name.equals("aggressive-without-tracking")) {
            List<CanonStep> steps = new ArrayList<>(CanonProfile.AGGRESSIVE.steps());
            steps.remove(CanonStep.STRIP_TRACKING_PARAMS);
            return CanonProfile.of(name, steps.toArray(new CanonStep[0]));
        }
        return CanonProfile.fromSpec(name);
    }

    /** Each link with {@link #TRACKING} in its query, before its fragment. */
    static List<String> tracked(List<String> links) {
        List<String> out = new ArrayList<>(links.size());
        for (String link : links) {
            int hash = link.indexOf('#');
            String head = hash < 0 ? link : link.substring(0, hash);
            String fragment = hash < 0 ? "" : link.substring(hash);
            out.add(head + (head.indexOf('?') < 0 ? "?" : "&") + TRACKING + fragment);
        }
        return out;
    }

    /**
     * Every link of the workload canonicalized.
     *
     * @param blackhole where results go
     */
    @Benchmark
    public void canonicalize(Blackhole blackhole) {
        CanonProfile p = canon;
        for (String link : links) {
            try {
                blackhole.consume(p.canonicalize(link));
            } catch (RuntimeException refused) {
                blackhole.consume(refused);
            }
        }
    }

    /**
     * The step's cost as paired ratios: aggressive ÷ aggressive-without-tracking, dedup ÷
     * semantic and href+strip-tracking-params ÷ href, on both workloads; each round times B, A,
     * then B again, and divides A by the mean of the two B; the median of the rounds after as
     * many of warm-up is the figure, with its quartiles.
     *
     * <pre>
     * java -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.TrackingParamsBenchmark [ROUNDS]
     * </pre>
     *
     * @param args the rounds measured (default 40)
     */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        List<String> mix = Workloads.get("mix");
        for (String workload : List.of("mix", "mix-tracked")) {
            Object[] inputs = (workload.equals("mix") ? mix : tracked(mix)).toArray();
            System.out.println(ratio("aggressive", "aggressive-without-tracking", workload, inputs, rounds));
            System.out.println(ratio("dedup", "semantic", workload, inputs, rounds));
            System.out.println(ratio("href+strip-tracking-params", "href", workload, inputs, rounds));
        }
    }

    private static String ratio(String nameA, String nameB, String workload, Object[] inputs, int rounds) {
        CanonProfile profileA = profile(nameA);
        CanonProfile profileB = profile(nameB);
        Task a = Task.of(s -> profileA.canonicalize((String) s));
        Task b = Task.of(s -> profileB.canonicalize((String) s));
        PairedRatio.Pairs pairs = PairedRatio.Pairs.measure(a, inputs, b, inputs, rounds);
        return String.format(
                Locale.ROOT,
                "%s ÷ %s on %s: median %.3f (quartiles %.3f to %.3f, %d rounds); best %.0f ns vs %.0f ns per link",
                nameA,
                nameB,
                workload,
                pairs.median(),
                pairs.lowerQuartile(),
                pairs.upperQuartile(),
                pairs.rounds(),
                (double) pairs.bestA() / inputs.length,
                (double) pairs.bestB() / inputs.length);
    }
}
