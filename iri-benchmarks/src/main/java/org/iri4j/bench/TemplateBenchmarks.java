package org.iri4j.bench;

import static org.iri4j.bench.PeerTasks.SPRING;
import static org.iri4j.bench.Tasks.IRI4J;
import static org.iri4j.bench.TemplateTasks.HANDY;
import static org.iri4j.bench.TemplateTasks.SPRING_ENCODE;

import org.openjdk.jmh.annotations.Param;

/**
 * The benchmarks of URI Templates (RFC 6570), beside {@link Benchmarks}' and in its list: one
 * class per operation and level, since Spring expands only level-1 templates ({@code {var}}) and
 * JMH runs every library on every workload of a class. The workloads: {@code level1}, one
 * REST-style template and ten variable sets; {@code level4}, eight templates of every operator
 * of RFC 6570 §3.2 with lists and associative arrays, each with three variable sets
 * ({@link TemplateTasks} says what each library calls).
 */
public final class TemplateBenchmarks {

    private TemplateBenchmarks() {}

    /** Expand a template parsed before the measurement, every operator: iri4j and Handy-URI-Templates. */
    public static class TemplateExpand extends OpBenchmark {
        @Param("level4")
        public String workload;

        @Param({IRI4J, HANDY})
        public String library;

        public TemplateExpand() {
            super(Op.TEMPLATE_EXPAND);
        }
    }

    /** Expand a level-1 template parsed before the measurement: iri4j, Handy and Spring's two ways. */
    public static class TemplateExpandSimple extends OpBenchmark {
        @Param("level1")
        public String workload;

        @Param({IRI4J, HANDY, SPRING, SPRING_ENCODE})
        public String library;

        public TemplateExpandSimple() {
            super(Op.TEMPLATE_EXPAND);
        }
    }

    /** Parse and expand a template on every call, every operator. */
    public static class TemplateParseExpand extends OpBenchmark {
        @Param("level4")
        public String workload;

        @Param({IRI4J, HANDY})
        public String library;

        public TemplateParseExpand() {
            super(Op.TEMPLATE_PARSE_EXPAND);
        }
    }

    /** Parse and expand a level-1 template on every call, as Spring's clients do with a template string. */
    public static class TemplateParseExpandSimple extends OpBenchmark {
        @Param("level1")
        public String workload;

        @Param({IRI4J, HANDY, SPRING, SPRING_ENCODE})
        public String library;

        public TemplateParseExpandSimple() {
            super(Op.TEMPLATE_PARSE_EXPAND);
        }
    }

    /** Match the expanded links against their parsed template, back to the variables: iri4j alone. */
    public static class TemplateMatch extends OpBenchmark {
        @Param({"level1", "level4"})
        public String workload;

        @Param(IRI4J)
        public String library;

        public TemplateMatch() {
            super(Op.TEMPLATE_MATCH);
        }
    }
}
