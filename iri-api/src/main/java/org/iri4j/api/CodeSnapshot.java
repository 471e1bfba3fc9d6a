package org.iri4j.api;

import java.io.Serializable;

/**
 * A {@link ViolationCode} copied by value, so that a {@link Violation} whose code is not
 * serializable (a plugin's code that is no enum) can still be sent, as exceptions and check
 * results are by RMI, Spark or Flink: the copy has the same id, severity and reference.
 *
 * @param namespace the code's namespace
 * @param name      the code's name
 * @param severity  the code's severity
 * @param reference the code's specification section
 */
record CodeSnapshot(String namespace, String name, Severity severity, String reference)
        implements ViolationCode, Serializable {

    static CodeSnapshot of(ViolationCode code) {
        return new CodeSnapshot(code.namespace(), code.name(), code.severity(), code.reference());
    }
}
