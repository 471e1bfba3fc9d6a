package org.iri4j.spark;

import org.apache.spark.sql.Column;

/**
 * URI Templates (RFC 6570) as Spark SQL functions for the DataFrame API: a template expanded
 * with each row's variables, or matched against each row's link. The same functions are in SQL
 * once {@code spark.sql.extensions} names {@link IriSparkExtensions}. Null in, null out;
 * non-UTF-8 values and the strict option as for {@link IriFunctions}.
 *
 * <p>The variables are one JSON object per row, which Spark's own {@code to_json} makes from
 * columns: a string, number or boolean member is a string value (a number as {@code to_json}
 * writes it), an array of them a list, a struct or map of them an associative array, in its
 * order (RFC 6570 §2.3's three kinds of value), and a null member, which {@code to_json} leaves
 * out, an undefined variable (§2.3: expanded to nothing). An empty array or map is undefined too
 * (§2.3).
 *
 * <pre>
 * SELECT iri_template_expand('http://example.com/search{?q,lang}',
 *                            to_json(named_struct('q', q, 'lang', lang))) FROM searches
 * SELECT iri_template_expand('{/list*}{?keys*}',
 *                            to_json(named_struct('list', array('red', 'green'),
 *                                                 'keys', map('semi', ';', 'dot', '.'))))
 *   -- /red/green?semi=%3B&amp;dot=.
 * df.select(TemplateFunctions.iri_template_expand(lit("/users/{id}"),
 *                                                  to_json(struct(col("id")))))
 * </pre>
 *
 * <p>A template that is not one ({@code template.UNCLOSED_EXPRESSION}...), variables that are
 * not a JSON object of such values ({@code template.BAD_JSON}, {@code template.UNSUPPORTED_VALUE}),
 * an expansion RFC 6570 refuses ({@code template.PREFIX_ON_COMPOSITE}) and a link no values, or
 * more than one set of them, expand to ({@code template.NO_MATCH}, {@code template.AMBIGUOUS})
 * give null, or fail the task with the strict option, its {@link RefusedValueException} naming
 * the code and the argument the index is into ({@code template: }, {@code variables: },
 * {@code link: }). A template is usually a literal: each task parses it once.
 *
 * @since 0.1.0
 */
public final class TemplateFunctions {

    private TemplateFunctions() {}

    /**
     * A URI template expanded with variables (RFC 6570 §3.2), non-ASCII characters kept as they
     * are: an IRI reference's form (RFC 3987 §2.2), when the template makes one.
     *
     * <pre>
     * iri_template_expand('http://example.com/search{?q,lang}', '{"q":"café","lang":"fr"}')
     *   -- http://example.com/search?q=café&amp;lang=fr
     * </pre>
     *
     * @param template  a string column of URI templates, usually a literal ({@code lit})
     * @param variables a string column of JSON objects, usually {@code to_json(named_struct(...))}
     *                  or {@code to_json(struct(...))}
     * @return the expansions
     */
    public static Column iri_template_expand(Column template, Column variables) {
        return IriFunction.TEMPLATE_EXPAND.call(template, variables);
    }

    /**
     * A URI template expanded with variables, in its URI form: every non-ASCII character
     * UTF-8 percent-encoded (RFC 6570 §3.2.1, RFC 3987 §3.1), as RFC 6570's examples show it.
     *
     * <pre>
     * iri_template_expand_uri('http://example.com/search{?q,lang}', '{"q":"café","lang":"fr"}')
     *   -- http://example.com/search?q=caf%C3%A9&amp;lang=fr
     * </pre>
     *
     * @param template  a string column of URI templates
     * @param variables a string column of JSON objects
     * @return the expansions
     */
    public static Column iri_template_expand_uri(Column template, Column variables) {
        return IriFunction.TEMPLATE_EXPAND_URI.call(template, variables);
    }

    /**
     * The variables that expand a URI template to a link, as one JSON object (a list as an
     * array, an associative array as an object, each value in the simplest shape that expands
     * the same), which {@code from_json} reads back into columns. RFC 6570 defines no matching:
     * {@code UriTemplate#match} says how iri4j reads a link back.
     *
     * <pre>
     * iri_template_match('http://example.com/users/{id}{?fields*}',
     *                    'http://example.com/users/42?fields=name')   -- {"id":"42","fields":"name"}
     * </pre>
     *
     * @param template a string column of URI templates
     * @param link     a string column of links
     * @return the variables; null where no values expand the template to the link, or more than
     *     one set does ({@code template.NO_MATCH}, {@code template.AMBIGUOUS})
     */
    public static Column iri_template_match(Column template, Column link) {
        return IriFunction.TEMPLATE_MATCH.call(template, link);
    }
}
