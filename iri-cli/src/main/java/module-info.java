/**
 * The {@code iri} command. Its logic lives in testable classes; {@link org.iri4j.cli.Main}
 * only wires them to the process.
 */
module org.iri4j.cli {
    requires org.iri4j.core;
    requires org.iri4j.web;
    requires org.iri4j.canon;
    requires org.iri4j.template;
    requires info.picocli;

    opens org.iri4j.cli to
            info.picocli;
}
