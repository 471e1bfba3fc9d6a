package org.iri4j.bench;

import java.util.Locale;

/**
 * A deterministic N-Triples document like a crawl or a linked-data dump: every subject a new
 * http IRI; predicates from a small vocabulary; objects IRIs of the common shapes (http and
 * https with paths, queries and fragments, non-ASCII paths and hosts, urn:uuid, mailto) or
 * literals. Every IRI is valid and clean for every provider measured, so that the time is
 * spent on IRIs, not on reporting.
 */
final class NTriplesDocument {

    private static final String[] PREDICATES = {
        "http://www.w3.org/1999/02/22-rdf-syntax-ns#type", "http://xmlns.com/foaf/0.1/name",
        "http://xmlns.com/foaf/0.1/homepage", "http://purl.org/dc/terms/subject",
        "http://schema.org/url", "http://www.w3.org/2000/01/rdf-schema#seeAlso",
        "http://www.w3.org/2002/07/owl#sameAs", "http://xmlns.com/foaf/0.1/mbox"
    };

    private NTriplesDocument() {}

    static String generate(int triples) {
        StringBuilder out = new StringBuilder(triples * 110);
        for (int i = 0; i < triples; i++) {
            out.append("<http://example.org/resource/")
                    .append(i / 8)
                    .append("> <")
                    .append(PREDICATES[i % PREDICATES.length])
                    .append("> ");
            object(out, i);
            out.append(" .\n");
        }
        return out.toString();
    }

    private static void object(StringBuilder out, int i) {
        switch (i % 8) {
            case 0 ->
                out.append("<http://example.org/class/Thing").append(i % 97).append('>');
            case 1 -> out.append("\"Name ").append(i).append("\"@en");
            case 2 -> out.append("<https://www.example.com/people/").append(i).append("/index.html?lang=en&v=2#top>");
            case 3 ->
                out.append("<http://dbpedia.example/resource/Caf\u00E9_")
                        .append(i)
                        .append('>');
            case 4 ->
                out.append("<https://\u4F8B\u3048.\u30C6\u30B9\u30C8/\u30D1\u30B9/")
                        .append(i)
                        .append('>');
            case 5 ->
                out.append("<http://example.net/a/b/c/d/e/")
                        .append(Integer.toHexString(i))
                        .append(".rdf>");
            case 6 ->
                out.append(String.format(Locale.ROOT, "<urn:uuid:%08x-a8d2-11eb-9192-%012x>", i, (long) i * 7919));
            default -> out.append("<mailto:user").append(i).append("@example.org>");
        }
    }
}
