package org.iri4j.cli;

import org.iri4j.canon.SurtKeys;
import org.iri4j.canon.internal.tools.ProfileSpec;
import org.iri4j.canon.internal.tools.SurtForm;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri surt [--form surt|cdx|ssurt|host] [--profile P] [--steps S] [--no-scheme]
 * [--no-trailing-comma] [--no-www] LINK}: the key web archives sort and join captures by, of a link's canonical form.
 */
@Command(
        name = "surt",
        mixinStandardHelpOptions = true,
        description = {
            "Print the SURT key (Sort-friendly URI Reordering Transform) of a link's canonical form: the host's "
                    + "labels reversed, so that one site's links sort together, e.g. http://(com,example,www,)/a?b.",
            "JSON (--format json): {\"input\", \"profile\", \"canonical\", \"key\"}."
        })
final class SurtCommand extends OneInputCommand {

    /** {@code --form}. */
    static final class FormOption extends EnumOption<SurtForm> {
        FormOption() {
            super(SurtForm.class);
        }
    }

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "LINK",
            hideParamSyntax = true,
            description = "The link (none with --batch).")
    private String input;

    @Option(
            names = "--form",
            paramLabel = "FORM",
            defaultValue = "surt",
            converter = FormOption.class,
            description = "surt (default: http://(com,example,www,)/a), cdx (com,example)/a, as the archives' CDX "
                    + "indexes write it), ssurt (com,example,www,//http:/a) or host (com,example,www,).")
    private SurtForm form;

    @Mixin
    private ProfileOptions profileOptions;

    @Option(names = "--no-scheme", description = "Leave the scheme out (surt form; a CDX key has none).")
    private boolean noScheme;

    @Option(
            names = "--no-trailing-comma",
            description = "No comma after the last label: (com,example) (surt and host forms; a CDX key has none).")
    private boolean noTrailingComma;

    @Option(
            names = "--no-www",
            description = "Drop a first label www, www2, ... so that www.example.com and example.com share a key "
                    + "(surt and host forms; a CDX key drops it).")
    private boolean noWww;

    private ProfileSpec profile;
    private SurtKeys keys;

    @Override
    String input() {
        return input;
    }

    /** The profile defaults to the form's ({@link SurtForm#defaultProfile()}): what its tools canonicalize with. */
    @Override
    void checkOptions() {
        boolean options = noScheme || noTrailingComma || noWww;
        if (form == SurtForm.SSURT && options) {
            throw usage("--no-scheme, --no-trailing-comma and --no-www do not apply to --form ssurt, which keeps "
                    + "every part");
        }
        if (form == SurtForm.HOST && noScheme) {
            throw usage("--no-scheme does not apply to --form host, which has no scheme");
        }
        profile = profileOptions.profile(this, form.defaultProfile());
        keys = form.defaultKeys();
        keys = noScheme ? keys.withoutScheme() : keys;
        keys = noTrailingComma ? keys.withoutTrailingComma() : keys;
        keys = noWww ? keys.withoutWww() : keys;
    }

    /** The key first: the Archive's key maker keys what it gives no form ({@code -} for an empty link). */
    @Override
    Answer answer(String[] in) {
        String key = form.keyOf(in[0], profile, keys);
        String canonical = profile.tryCanonicalize(in[0]).orElse(null);
        return Answer.of(
                key,
                new JsonObject()
                        .string("profile", profile.name())
                        .string("canonical", canonical)
                        .string("key", key));
    }
}
