package org.iri4j.cli;

import java.nio.charset.Charset;
import org.iri4j.api.IriMapper;
import org.iri4j.core.Iris;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri to-uri IRI}: the URI an IRI maps to (RFC 3987 §3.1).
 */
@Command(
        name = "to-uri",
        mixinStandardHelpOptions = true,
        description = {
            "Map an IRI reference to a URI (RFC 3987 §3.1): UTF-8 percent-encoding of non-ASCII "
                    + "characters, ToASCII for the hosts of DNS schemes.",
            "JSON (--format json): {\"input\", \"uri\"}."
        })
final class ToUriCommand extends OneInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "IRI",
            hideParamSyntax = true,
            description = "The IRI reference (none with --batch).")
    private String input;

    @Mixin
    private LeniencyOptions reading;

    @Option(
            names = "--query-charset",
            paramLabel = "CHARSET",
            converter = QueryCharsetOption.class,
            description = "Encode the query of http/https IRIs in this document charset instead of UTF-8 "
                    + "(draft-ietf-iri-3987bis §6.3); characters it cannot encode become %%26%%23N%%3B.")
    private Charset queryCharset;

    private IriMapper mapper;

    @Override
    String input() {
        return input;
    }

    @Override
    void prepare() {
        mapper = env().mapperBuilder().queryCharset(queryCharset).build();
    }

    @Override
    Answer answer(String[] in) {
        return Answer.of(
                "uri", mapper.toUri(Iris.parse(in[0], reading.leniency())).toString());
    }
}
