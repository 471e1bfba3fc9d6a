package org.iri4j.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.iri4j.core.IriEnvironment;
import org.iri4j.web.WebUrl;

/**
 * The work of the {@code url_*} functions: links read by the WHATWG URL Standard. A URL the
 * parser refuses throws {@link org.iri4j.api.IriSyntaxException}, which the function makes null
 * (or a failed task, as the session's settings say). The environment is not needed: a URL's
 * domains are mapped by the {@code UrlDomainMapper} the class path holds.
 */
final class WebOperations {

    private WebOperations() {}

    /** URL Standard §4.4 and §4.5. */
    static String href(IriEnvironment env, String s) {
        return WebUrl.parse(s).href();
    }

    /** URL Standard §6.1, {@code new URL(s, base)}. */
    static String resolve(IriEnvironment env, String base, String s) {
        return WebUrl.parse(s, base).href();
    }

    /** URL Standard §6.1: the attributes of the {@code URL} class. */
    static Row parse(IriEnvironment env, String s) {
        WebUrl url = WebUrl.parse(s);
        return RowFactory.create(
                url.href(),
                url.origin(),
                url.protocol(),
                url.username(),
                url.password(),
                url.host(),
                url.hostname(),
                url.port(),
                url.pathname(),
                url.search(),
                url.hash());
    }
}
