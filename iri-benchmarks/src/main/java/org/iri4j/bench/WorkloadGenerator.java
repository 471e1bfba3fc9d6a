package org.iri4j.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.iri4j.core.Iris;

/**
 * Writes the committed workloads: {@code mix.txt} (10,000 IRIs), {@code relative.txt} (a base,
 * then 1,000 relative references) and {@code pairs.txt} (1,000 pairs to compare, TAB-separated).
 * Every string is drawn from one {@link Random} with a fixed seed, so running this again gives
 * the same files byte for byte; every string is checked to be an IRI reference by iri4j's strict
 * parser before it is written.
 *
 * <pre>
 * $BENCH_JAVA -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.WorkloadGenerator \
 *     iri-benchmarks/src/main/resources/org/iri4j/bench
 * </pre>
 *
 * <p>The inputs of growing length are not files: {@link LongInputs} makes them at setup time.
 */
public final class WorkloadGenerator {

    /** The seed of every workload file. */
    static final long SEED = 3987L;
    /** The base of {@code relative.txt}: the base of RFC 3986 §5.4 under a real-looking host. */
    static final String BASE = "http://a.example/b/c/d;p?q";

    static final int MIX_SIZE = 10_000;
    static final int RELATIVE_SIZE = 1_000;
    static final int PAIR_SIZE = 1_000;

    private final Random random = new Random(SEED);

    private WorkloadGenerator() {}

    /**
     * Writes the three files into a directory.
     *
     * @param args the directory
     * @throws IOException if a file cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: WorkloadGenerator OUTPUT_DIRECTORY");
        }
        Path dir = Path.of(args[0]);
        Files.createDirectories(dir);
        WorkloadGenerator generator = new WorkloadGenerator();
        List<String> mix = generator.mix();
        write(dir.resolve("mix.txt"), mix);
        write(dir.resolve("relative.txt"), generator.relative());
        write(dir.resolve("pairs.txt"), generator.pairs(mix));
        System.out.println("wrote mix.txt, relative.txt, pairs.txt to " + dir);
    }

    private static void write(Path file, List<String> lines) throws IOException {
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    private static String checked(String iri) {
        Iris.parse(iri);
        return iri;
    }

    List<String> mix() {
        List<String> out = new ArrayList<>(MIX_SIZE);
        while (out.size() < MIX_SIZE) {
            double kind = random.nextDouble();
            String iri;
            if (kind < 0.72) {
                iri = http();
            } else if (kind < 0.78) {
                iri = mailto();
            } else if (kind < 0.84) {
                iri = urn();
            } else {
                iri = String.format(Locale.ROOT, pick(Vocabulary.OTHER), word(), word());
            }
            out.add(checked(iri));
        }
        return out;
    }

    private String http() {
        StringBuilder sb = new StringBuilder(96);
        sb.append(chance(0.6) ? "https" : "http").append("://");
        if (chance(0.02)) {
            sb.append(chance(0.5) ? "user@" : "user:secret@");
        }
        sb.append(host());
        if (chance(0.05)) {
            sb.append(':').append(pick(new String[] {"8080", "443", "80", "8443", ""}));
        }
        if (!chance(0.05)) {
            sb.append(path());
        }
        if (chance(0.4)) {
            sb.append('?').append(query());
        } else if (chance(0.01)) {
            sb.append('?');
        }
        if (chance(0.1)) {
            sb.append('#').append(chance(0.15) ? pick(Vocabulary.UNICODE_WORDS) : word() + "-" + random.nextInt(10));
        }
        if (chance(0.03)) {
            int colon = sb.indexOf(":");
            sb.replace(0, colon, sb.substring(0, colon).toUpperCase(Locale.ROOT));
        }
        return sb.toString();
    }

    private String host() {
        double kind = random.nextDouble();
        if (kind < 0.08) {
            return pick(Vocabulary.IDN_HOSTS);
        } else if (kind < 0.12) {
            return "192.0.2." + random.nextInt(256);
        } else if (kind < 0.13) {
            return "[2001:db8::" + Integer.toHexString(random.nextInt(0x10000)) + "]";
        } else if (kind < 0.14) {
            return "localhost";
        }
        String host = pick(Vocabulary.SUBDOMAINS) + word() + random.nextInt(100) + "." + pick(Vocabulary.TLDS);
        return chance(0.03) ? host.toUpperCase(Locale.ROOT) : host;
    }

    private String path() {
        StringBuilder sb = new StringBuilder();
        int segments = random.nextInt(6);
        boolean dots = chance(0.04);
        for (int i = 0; i < segments; i++) {
            sb.append('/').append(segment());
            if (dots && i == 0) {
                sb.append(chance(0.5) ? "/./" + word() : "/" + word() + "/..");
            }
        }
        if (chance(0.5)) {
            sb.append('/').append(pick(Vocabulary.FILES));
        } else {
            sb.append('/');
        }
        return sb.toString();
    }

    private String segment() {
        double kind = random.nextDouble();
        if (kind < 0.12) {
            return pick(Vocabulary.UNICODE_WORDS);
        } else if (kind < 0.16) {
            return PairVariants.percentEncoded(pick(Vocabulary.UNICODE_WORDS), chance(0.3));
        } else if (kind < 0.18) {
            return word() + "%20" + word();
        } else if (kind < 0.20) {
            return "%7E" + word() + (chance(0.5) ? "%2D" : "%5f") + word();
        } else if (kind < 0.22) {
            return word() + ";v=" + random.nextInt(10);
        } else if (kind < 0.24) {
            return "~" + word();
        } else if (kind < 0.26) {
            return word() + "(" + random.nextInt(100) + ")," + word() + "+" + word();
        } else if (kind < 0.40) {
            return Integer.toString(random.nextInt(1_000_000));
        }
        return word();
    }

    private String query() {
        StringBuilder sb = new StringBuilder();
        int pairs = 1 + random.nextInt(4);
        for (int i = 0; i < pairs; i++) {
            if (i > 0) {
                sb.append('&');
            }
            sb.append(pick(Vocabulary.QUERY_KEYS)).append('=');
            double kind = random.nextDouble();
            if (kind < 0.1) {
                sb.append(pick(Vocabulary.UNICODE_WORDS));
            } else if (kind < 0.15) {
                sb.append(PairVariants.percentEncoded(pick(Vocabulary.UNICODE_WORDS), chance(0.3)));
            } else if (kind < 0.2) {
                sb.append(word()).append('+').append(word()).append("%2C").append(word());
            } else if (kind < 0.22) {
                sb.append("http%3A%2F%2Fexample.com%2F").append(word());
            } else if (kind < 0.25) {
                sb.append(word()).append("/?:@").append(word());
            } else {
                sb.append(chance(0.5) ? word() : Integer.toString(random.nextInt(100_000)));
            }
        }
        return sb.toString();
    }

    private String mailto() {
        StringBuilder sb = new StringBuilder("mailto:");
        sb.append(chance(0.1) ? "jürgen" : word())
                .append('.')
                .append(word())
                .append('@')
                .append(chance(0.05) ? pick(Vocabulary.IDN_HOSTS) : word() + ".example");
        if (chance(0.3)) {
            sb.append("?subject=").append(word()).append("%20").append(word());
            if (chance(0.3)) {
                sb.append("&body=").append(PairVariants.percentEncoded(pick(Vocabulary.UNICODE_WORDS), false));
            }
        }
        return sb.toString();
    }

    private String urn() {
        switch (random.nextInt(6)) {
            case 0:
                return "urn:isbn:978" + digits(10);
            case 1:
                return "urn:uuid:" + hex(8) + "-" + hex(4) + "-" + hex(4) + "-" + hex(4) + "-" + hex(12);
            case 2:
                return "urn:ietf:rfc:" + (1000 + random.nextInt(9000));
            case 3:
                return "urn:nbn:de:" + word() + "-" + digits(8);
            case 4:
                return "urn:example:" + pick(Vocabulary.UNICODE_WORDS) + ":" + word();
            default:
                return "urn:oid:1.3.6.1.4.1." + random.nextInt(60_000) + "." + random.nextInt(100);
        }
    }

    List<String> relative() {
        List<String> out = new ArrayList<>(RELATIVE_SIZE + 1);
        out.add(checked(BASE));
        for (int i = 0; i < RELATIVE_SIZE; i++) {
            out.add(checked(
                    i % 10 == 0
                            ? Vocabulary.RFC_REFERENCES[(i / 10) % Vocabulary.RFC_REFERENCES.length]
                            : reference()));
        }
        return out;
    }

    private String reference() {
        double kind = random.nextDouble();
        StringBuilder sb = new StringBuilder();
        if (kind < 0.05) {
            return "?" + query();
        } else if (kind < 0.08) {
            return "#" + word();
        } else if (kind < 0.12) {
            sb.append("//").append(host());
        } else if (kind < 0.25) {
            sb.append('/');
        } else if (kind < 0.45) {
            sb.append("../");
        } else if (kind < 0.55) {
            sb.append("../../");
        } else if (kind < 0.58) {
            sb.append("../../../");
        } else if (kind < 0.70) {
            sb.append("./");
        }
        int segments = 1 + random.nextInt(3);
        for (int i = 0; i < segments; i++) {
            if (i > 0 || sb.length() > 0 && sb.charAt(sb.length() - 1) != '/') {
                sb.append('/');
            }
            sb.append(chance(0.1) ? (chance(0.5) ? "." : "..") : segment());
        }
        if (chance(0.3)) {
            sb.append('?').append(query());
        }
        if (chance(0.1)) {
            sb.append('#').append(word());
        }
        return sb.toString();
    }

    /**
     * Pairs to compare: a mix IRI and a variant of it, equivalent at the syntax level (case,
     * percent-encoding, dot segments), at the scheme level (default port, empty path, A-labels)
     * or not at all (one character changed, an empty query or fragment added).
     */
    List<String> pairs(List<String> mix) {
        List<String> out = new ArrayList<>(PAIR_SIZE);
        PairVariants variants = new PairVariants(random);
        while (out.size() < PAIR_SIZE) {
            String a = mix.get(random.nextInt(mix.size()));
            String b = variants.variant(a);
            if (b != null) {
                out.add(checked(a) + "\t" + checked(b));
            }
        }
        return out;
    }

    private String digits(int n) {
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append((char) ('0' + random.nextInt(10)));
        }
        return sb.toString();
    }

    private String hex(int n) {
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append(Character.forDigit(random.nextInt(16), 16));
        }
        return sb.toString();
    }

    private String word() {
        return pick(Vocabulary.WORDS);
    }

    private String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }

    private boolean chance(double p) {
        return random.nextDouble() < p;
    }
}
