## The Latin core's technique notes for the techniques pages, three sentences each: what to
## look for (-look), why it works (-why), what it removes or places (-removes). A kind with notes
## of its own (KIND-note-NAME-* in KIND.ftl) prints those instead.

note-naked-single-look = Procure uma casa em que todos os números menos um já estão eliminados.
note-naked-single-why = A sua linha, a sua coluna e as pistas proíbem todos os outros, e toda casa precisa de um número.
note-naked-single-removes = A casa recebe o único número que resta, que então sai de todas as outras casas da sua linha e da sua coluna.
note-hidden-single-look = Escolha um número e uma linha ou coluna, e procure ali a única casa que ainda pode tê-lo.
note-hidden-single-why = Cada linha e coluna tem cada número uma vez, então o número deve ir para algum lugar dessa linha, e não sobra outra casa para ele.
note-hidden-single-removes = O número vai para essa casa, seja lá o que mais a casa pudesse ter.
note-naked-pair-look = Procure duas casas de uma linha ou coluna cujos candidatos são os mesmos dois números e nada mais.
note-naked-pair-why = Seja qual for a ordem desses dois números, as duas casas usam os dois.
note-naked-pair-removes = Risque os dois números de todas as outras casas dessa linha ou coluna.
note-naked-triple-look = Procure três casas de uma linha ou coluna cujos candidatos, juntos, são só três números.
note-naked-triple-why = Três casas precisam de três números diferentes, então juntas ficam exatamente com esses três.
note-naked-triple-removes = Risque esses três números de todas as outras casas dessa linha ou coluna.
note-naked-quad-look = Procure quatro casas de uma linha ou coluna cujos candidatos, juntos, são só quatro números.
note-naked-quad-why = Quatro casas precisam de quatro números diferentes, então juntas ficam exatamente com esses quatro.
note-naked-quad-removes = Risque esses quatro números de todas as outras casas dessa linha ou coluna.
note-hidden-pair-look = Procure dois números que, numa linha ou coluna, só podem ir para as mesmas duas casas.
note-hidden-pair-why = Os dois números devem aparecer nessa linha, e essas duas casas são os únicos lugares para eles, então as casas ficam com esses dois.
note-hidden-pair-removes = Risque todos os outros candidatos dessas duas casas.
note-hidden-triple-look = Procure três números que, numa linha ou coluna, só podem ir para as mesmas três casas.
note-hidden-triple-why = Os três números devem aparecer nessa linha e não têm outro lugar, então essas três casas ficam com eles.
note-hidden-triple-removes = Risque todos os outros candidatos dessas três casas.
note-hidden-quad-look = Procure quatro números que, numa linha ou coluna, só podem ir para as mesmas quatro casas.
note-hidden-quad-why = Os quatro números devem aparecer nessa linha e não têm outro lugar, então essas quatro casas ficam com eles.
note-hidden-quad-removes = Risque todos os outros candidatos dessas quatro casas.
note-x-wing-look = Procure um número que, em cada uma de duas linhas, só pode ir para as mesmas duas colunas: as quatro casas formam um retângulo.
note-x-wing-why = O número vai para um canto de cada linha, e os dois cantos nunca estão na mesma coluna, então ele ocupa ali as duas colunas.
note-x-wing-removes = Risque o número do resto das duas colunas (e o mesmo com linhas e colunas trocadas).
note-swordfish-look = Procure um número que, em cada uma de três linhas, só pode ir para casas das mesmas três colunas.
note-swordfish-why = As três linhas precisam do número três vezes, cada vez numa coluna diferente, então essas colunas o recebem nessas linhas.
note-swordfish-removes = Risque o número do resto das três colunas (e o mesmo com linhas e colunas trocadas).
note-jellyfish-look = Procure um número que, em cada uma de quatro linhas, só pode ir para casas das mesmas quatro colunas.
note-jellyfish-why = As quatro linhas precisam do número quatro vezes, cada vez numa coluna diferente, então essas colunas o recebem nessas linhas.
note-jellyfish-removes = Risque o número do resto das quatro colunas (e o mesmo com linhas e colunas trocadas).
note-forcing-chain-look = Procure uma cadeia de casas de dois candidatos, cada uma na mesma linha ou coluna que a seguinte, cujas duas pontas têm o mesmo número como candidato.
note-forcing-chain-why = Se a primeira ponta não for esse número, cada casa por sua vez recebe o seu outro candidato e a última ponta fica com o número: então uma das pontas o tem.
note-forcing-chain-removes = Risque o número de todas as casas que estão na mesma linha ou coluna que as duas pontas.
