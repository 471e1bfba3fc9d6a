package org.iri4j.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.iri4j.canon.PublicSuffixList;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;

/**
 * The {@code hosts} workload: 10,000 hosts as the URL Standard serializes them (§3.6: ASCII,
 * lower case, punycode), the input of a registrable-domain lookup in a crawl pipeline. Made
 * deterministically (a fixed seed): the hosts of the mix's links, then hosts under the rules of
 * the Public Suffix List iri4j ships (every rule as likely, ICANN and PRIVATE sections alike;
 * a wildcard's star and an exception's mark made a label), each with one to three labels in
 * front ({@code www}, a word, a number), a public suffix itself now and then. Every library gets
 * the same strings.
 */
final class HostWorkload {

    /** How many hosts. */
    static final int SIZE = 10_000;

    private static final String[] LABELS = {"www", "shop", "blog", "mail", "cdn", "news", "m", "api", "example", "site"
    };

    private HostWorkload() {}

    static List<String> generate(List<String> mix) {
        List<String> hosts = new ArrayList<>(SIZE);
        for (String link : mix) {
            String host = host(link);
            if (host != null && hosts.size() < SIZE / 2) {
                hosts.add(host);
            }
        }
        List<String> rules = rules();
        Random random = new Random(26);
        while (hosts.size() < SIZE) {
            String rule = rules.get(random.nextInt(rules.size()));
            StringBuilder name = new StringBuilder();
            int labels = random.nextInt(10) == 0 ? 0 : 1 + random.nextInt(3);
            for (int i = 0; i < labels; i++) {
                name.append(i == labels - 1 ? "example" + random.nextInt(1000) : LABELS[random.nextInt(LABELS.length)])
                        .append('.');
            }
            String host = host("http://" + name
                    + rule.replace("*", "w" + random.nextInt(10)).replace("!", "") + "/");
            if (host != null) {
                hosts.add(host);
            }
        }
        return List.copyOf(hosts);
    }

    /** The host of a link as the URL Standard serializes it, or null if it has none. */
    private static String host(String link) {
        WebUrlResult read = WebUrl.read(link, null);
        String host = read.url().map(WebUrl::hostname).orElse("");
        return host.isEmpty() ? null : host;
    }

    /** The rules of the bundled list, one per line that is neither blank nor a comment. */
    private static List<String> rules() {
        try (InputStream in = PublicSuffixList.class.getResourceAsStream("public_suffix_list.dat")) {
            if (in == null) {
                throw new IllegalStateException("iri-canon's public_suffix_list.dat is missing");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<String> rules = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String rule = line.strip();
                if (!rule.isEmpty() && !rule.startsWith("//")) {
                    rules.add(rule);
                }
            }
            return rules;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
