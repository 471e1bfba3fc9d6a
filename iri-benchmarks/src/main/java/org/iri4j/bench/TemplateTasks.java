package org.iri4j.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.template.TemplateMatch;
import org.iri4j.template.TemplateVariables;
import org.iri4j.template.UriTemplate;
import org.springframework.web.util.UriComponents;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * URI Templates' tasks (RFC 6570): iri4j's {@code iri-template} and its Java peers, each called as
 * its documentation shows. An item of a template workload is a line {@code TEMPLATE TAB
 * VARIABLES TAB URI}: the template, its variables as a JSON object, and the URI that RFC 6570
 * §3.2 expands them to ({@link #expected}: what every library's answer is compared with, iri4j's
 * included).
 *
 * <ul>
 *   <li>iri4j: {@code UriTemplate.parse(t)} once, {@code expand(variables).uriText()}; or parsed
 *       on every call; or {@code match(link)} on the URI of the item (no peer has it).
 *   <li>Handy-URI-Templates: {@code UriTemplate.fromTemplate(t)} once, then {@code expand(Map)},
 *       which replaces the values the template holds (its {@code set(Map)} would add to them);
 *       per call, its static {@code UriTemplate.expand(t, map)}.
 *   <li>Spring's {@code org.springframework.web.util.UriTemplate} ({@code spring-web}):
 *       {@code new UriTemplate(t)} once, {@code expand(map)}, a {@code java.net.URI}, as a
 *       string. Level 1 only ({@code {var}}): it has no operators, and encodes a value by the
 *       rules of the URI component it lands in, not RFC 6570's.
 *   <li>Spring's {@code UriComponentsBuilder} with {@code encode()} ({@code spring-web-encode}),
 *       the way its reference documentation expands templates: {@code fromUriString(t).encode()
 *       .build()} once, {@code expand(map).toUriString()}; per call,
 *       {@code fromUriString(t).encode().buildAndExpand(map).toUriString()}. It encodes every
 *       character of a value that is reserved or illegal anywhere in a URI, as RFC 6570 §3.2.2
 *       does. Level 1 only as well.
 * </ul>
 *
 * <p>Parsed templates are shared by the items that have the same template, as a caller keeps
 * one template for many variable sets.
 */
final class TemplateTasks {

    /** Handy-URI-Templates (com.damnhandy), an RFC 6570 implementation, every level. */
    static final String HANDY = "handy-uri-templates";
    /** Spring's {@code UriComponentsBuilder}, with {@code encode()}. */
    static final String SPRING_ENCODE = "spring-web-encode";

    /** A template (parsed or not, by the library) and what it is given: variables, or a link. */
    private record Prepared(Object template, Object argument) {}

    private TemplateTasks() {}

    /**
     * The task of a library for a template operation.
     *
     * @param op      {@link Op#TEMPLATE_EXPAND}, {@link Op#TEMPLATE_PARSE_EXPAND} or {@link Op#TEMPLATE_MATCH}
     * @param library the library name
     * @return the task; {@code null} if the library does not have the operation
     */
    static Task of(Op op, String library) {
        if (Tasks.IRI4J.equals(library)) {
            return iri4j(op);
        }
        if (op == Op.TEMPLATE_MATCH) {
            return null;
        }
        switch (library) {
            case HANDY:
                return handy(op);
            case PeerTasks.SPRING:
                return springUriTemplate(op);
            case SPRING_ENCODE:
                return springEncode(op);
            default:
                return null;
        }
    }

    /**
     * The right answers of a template operation: the URI of the workload item, RFC 6570's; none
     * for match, whose answer (variables) is counted only as matched or not.
     */
    static List<Task> references(Op op) {
        return op == Op.TEMPLATE_MATCH ? List.of() : List.of(Task.of(s -> expected((String) s)));
    }

    private static Task iri4j(Op op) {
        switch (op) {
            case TEMPLATE_EXPAND:
                return expanding(
                        UriTemplate::parse,
                        TemplateVariables::fromJson,
                        p -> ((UriTemplate) p.template())
                                .expand((TemplateVariables) p.argument())
                                .uriText());
            case TEMPLATE_PARSE_EXPAND:
                return Task.prepared(
                        s -> new Prepared(template((String) s), TemplateVariables.fromJson(variables((String) s))),
                        p -> parseExpand((Prepared) p));
            case TEMPLATE_MATCH:
                Map<String, Object> parsed = new HashMap<>();
                return Task.prepared(
                                s -> new Prepared(
                                        parsed.computeIfAbsent(template((String) s), UriTemplate::parse),
                                        expected((String) s)),
                                p -> matched((Prepared) p))
                        .describedBy(r -> null);
            default:
                return null;
        }
    }

    private static String parseExpand(Prepared p) {
        return UriTemplate.parse((String) p.template())
                .expand((TemplateVariables) p.argument())
                .uriText();
    }

    /** The match, or {@code null} (counted as rejected) when the link does not match or is ambiguous. */
    private static TemplateMatch matched(Prepared p) {
        TemplateMatch match = ((UriTemplate) p.template()).match((String) p.argument());
        return match.matched() ? match : null;
    }

    private static Task handy(Op op) {
        if (op == Op.TEMPLATE_EXPAND) {
            return expanding(
                    com.damnhandy.uri.template.UriTemplate::fromTemplate,
                    TemplateTasks::peerValues,
                    p -> ((com.damnhandy.uri.template.UriTemplate) p.template()).expand(values(p)));
        }
        return Task.prepared(
                TemplateTasks::unparsed,
                p -> com.damnhandy.uri.template.UriTemplate.expand(
                        (String) ((Prepared) p).template(), values((Prepared) p)));
    }

    private static Task springUriTemplate(Op op) {
        if (op == Op.TEMPLATE_EXPAND) {
            return expanding(
                    org.springframework.web.util.UriTemplate::new,
                    TemplateTasks::peerValues,
                    p -> ((org.springframework.web.util.UriTemplate) p.template())
                            .expand(values(p))
                            .toString());
        }
        return Task.prepared(
                TemplateTasks::unparsed,
                p -> new org.springframework.web.util.UriTemplate((String) ((Prepared) p).template())
                        .expand(values((Prepared) p))
                        .toString());
    }

    private static Task springEncode(Op op) {
        if (op == Op.TEMPLATE_EXPAND) {
            return expanding(
                    t -> UriComponentsBuilder.fromUriString(t).encode().build(),
                    TemplateTasks::peerValues,
                    p -> ((UriComponents) p.template()).expand(values(p)).toUriString());
        }
        return Task.prepared(
                TemplateTasks::unparsed,
                p -> UriComponentsBuilder.fromUriString((String) ((Prepared) p).template())
                        .encode()
                        .buildAndExpand(values((Prepared) p))
                        .toUriString());
    }

    /** What parses a template, or its variables, before the measurement; may throw. */
    @FunctionalInterface
    private interface Reader {
        Object read(String text) throws Exception;
    }

    /** What the measured step does with a parsed template and its variables. */
    @FunctionalInterface
    private interface Expander {
        Object expand(Prepared prepared) throws Exception;
    }

    /**
     * A task that parses each template once (shared by the items that have it) and reads each
     * item's variables before the measurement, and expands in it.
     */
    private static Task expanding(Reader parser, Reader variables, Expander expander) {
        Map<String, Object> parsed = new HashMap<>();
        return Task.prepared(
                s -> {
                    String template = template((String) s);
                    Object t = parsed.get(template);
                    if (t == null) {
                        t = parser.read(template);
                        parsed.put(template, t);
                    }
                    return new Prepared(t, variables.read(variables((String) s)));
                },
                p -> expander.expand((Prepared) p));
    }

    /** The template's text and the variables as the peers take them, for a task that parses per call. */
    private static Prepared unparsed(Object item) {
        return new Prepared(template((String) item), peerValues(variables((String) item)));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> values(Prepared p) {
        return (Map<String, Object>) p.argument();
    }

    /**
     * The variables of an item as the peers take them: a map of strings, lists of strings and
     * maps of strings, in the order of the JSON object.
     *
     * @param json the JSON object of the item
     * @return the map
     * @throws IllegalArgumentException if a value is not a string, or an array or object of strings
     */
    static Map<String, Object> peerValues(String json) {
        Map<String, Object> out = new LinkedHashMap<>();
        Json.object(Json.parse(json)).forEach((name, value) -> out.put(name, peerValue(name, value)));
        return out;
    }

    private static Object peerValue(String name, Object value) {
        if (value instanceof String) {
            return value;
        }
        if (value instanceof List<?> list) {
            List<String> strings = new ArrayList<>();
            list.forEach(member -> strings.add(string(name, member)));
            return strings;
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, String> pairs = new LinkedHashMap<>();
            map.forEach((key, member) -> pairs.put((String) key, string(name, member)));
            return pairs;
        }
        throw new IllegalArgumentException("variable " + name + ": the workloads hold strings only, not " + value);
    }

    private static String string(String name, Object member) {
        if (member instanceof String s) {
            return s;
        }
        throw new IllegalArgumentException("variable " + name + ": the workloads hold strings only, not " + member);
    }

    /** The template of a workload item. */
    static String template(String item) {
        return field(item, 0);
    }

    /** The variables of a workload item, a JSON object. */
    static String variables(String item) {
        return field(item, 1);
    }

    /** The URI RFC 6570 expands a workload item to. */
    static String expected(String item) {
        return field(item, 2);
    }

    private static String field(String item, int index) {
        int start = 0;
        for (int i = 0; i < index; i++) {
            start = item.indexOf('\t', start) + 1;
            if (start == 0) {
                throw new IllegalArgumentException("a template item has three TAB-separated fields: " + item);
            }
        }
        int end = item.indexOf('\t', start);
        return end < 0 ? item.substring(start) : item.substring(start, end);
    }
}
