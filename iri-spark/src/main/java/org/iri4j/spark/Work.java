package org.iri4j.spark;

import java.io.Serializable;

/**
 * What a function does to a row's strings, in an environment: a {@link OneStringWork}, a
 * {@link TwoStringWork}, or a {@link QuietWork} pair of either, of which a call runs one.
 * Serializable: Spark ships it to the executors with the call ({@link FunctionCall}).
 */
sealed interface Work extends Serializable permits OneStringWork, TwoStringWork, QuietWork {}
