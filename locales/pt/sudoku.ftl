## As regras de um Sudoku. $unit é "number" quando o livro tem um 16×16 (de 10 a 16 não são algarismos), senão "digit".
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
       *[other] numa grade de { $n } por { $n }, os números de 1 a { $n }, com blocos de { $w } casas de largura e { $h } de altura
    }
sudoku-rules-fill = { $unit ->
       *[other] Preencha cada casa vazia com um número de modo que cada linha, cada coluna e cada bloco (as áreas contornadas em negrito) tenha cada número uma única vez: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
       *[other] Um número nunca pode se repetir numa linha, numa coluna ou num bloco. Procure a única casa onde cabe um número, ou o único número que cabe numa casa, e escreva-o; cada número que você coloca ajuda com o próximo.
    }
sudoku-rules-given = { $unit ->
       *[other] Os números impressos na grade são dados. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.
    }

## Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

sudoku-note-full-house-look = Procure uma linha, coluna ou bloco com uma só casa vazia.
sudoku-note-full-house-why = Cada um deles tem cada número uma vez, e ali só falta um número.
sudoku-note-full-house-removes = A casa vazia recebe o número que falta.
sudoku-note-naked-single-look = Procure uma casa em que todos os números menos um já estão na sua linha, na sua coluna ou no seu bloco.
sudoku-note-naked-single-why = Um número não pode se repetir em nenhum dos três, e a casa precisa de um número.
sudoku-note-naked-single-removes = A casa recebe o único número que resta, que então sai de todas as outras casas da sua linha, coluna e bloco.
sudoku-note-hidden-single-look = Escolha um número e uma linha, coluna ou bloco que não o tem, e procure ali a única casa que ainda pode tê-lo.
sudoku-note-hidden-single-why = O número deve aparecer ali uma vez, e todas as outras casas estão bloqueadas pelo mesmo número na sua linha, coluna ou bloco.
sudoku-note-hidden-single-removes = O número vai para essa casa, seja lá o que mais a casa pudesse ter.
sudoku-note-pointing-look = Procure um número cujos candidatos num bloco ficam todos numa mesma linha (ou numa mesma coluna).
sudoku-note-pointing-why = O bloco deve ter o número, então ele vai para as casas dessa linha dentro do bloco, e uma linha tem cada número uma vez.
sudoku-note-pointing-removes = Risque o número do resto dessa linha (ou coluna), fora do bloco.
sudoku-note-claiming-look = Procure um número cujos candidatos numa linha (ou coluna) ficam todos dentro de um mesmo bloco.
sudoku-note-claiming-why = A linha deve ter o número, então ele vai para as casas da linha dentro desse bloco, e um bloco tem cada número uma vez.
sudoku-note-claiming-removes = Risque o número do resto desse bloco, fora da linha (ou coluna).
sudoku-note-naked-pair-look = Procure duas casas de uma linha, coluna ou bloco cujos candidatos são os mesmos dois números e nada mais.
sudoku-note-naked-pair-why = Seja qual for a ordem desses dois números, as duas casas usam os dois.
sudoku-note-naked-pair-removes = Risque os dois números de todas as outras casas dessa linha, coluna ou bloco.
sudoku-note-naked-triple-look = Procure três casas de uma linha, coluna ou bloco cujos candidatos, juntos, são só três números.
sudoku-note-naked-triple-why = Três casas precisam de três números diferentes, então juntas ficam exatamente com esses três.
sudoku-note-naked-triple-removes = Risque esses três números de todas as outras casas dessa linha, coluna ou bloco.
sudoku-note-naked-quad-look = Procure quatro casas de uma linha, coluna ou bloco cujos candidatos, juntos, são só quatro números.
sudoku-note-naked-quad-why = Quatro casas precisam de quatro números diferentes, então juntas ficam exatamente com esses quatro.
sudoku-note-naked-quad-removes = Risque esses quatro números de todas as outras casas dessa linha, coluna ou bloco.
sudoku-note-hidden-pair-look = Procure dois números que, numa linha, coluna ou bloco, só podem ir para as mesmas duas casas.
sudoku-note-hidden-pair-why = Os dois números devem aparecer ali, e essas duas casas são os únicos lugares para eles, então as casas ficam com esses dois.
sudoku-note-hidden-pair-removes = Risque todos os outros candidatos dessas duas casas.
sudoku-note-hidden-triple-look = Procure três números que, numa linha, coluna ou bloco, só podem ir para as mesmas três casas.
sudoku-note-hidden-triple-why = Os três números devem aparecer ali e não têm outro lugar, então essas três casas ficam com eles.
sudoku-note-hidden-triple-removes = Risque todos os outros candidatos dessas três casas.
sudoku-note-hidden-quad-look = Procure quatro números que, numa linha, coluna ou bloco, só podem ir para as mesmas quatro casas.
sudoku-note-hidden-quad-why = Os quatro números devem aparecer ali e não têm outro lugar, então essas quatro casas ficam com eles.
sudoku-note-hidden-quad-removes = Risque todos os outros candidatos dessas quatro casas.
sudoku-note-xy-wing-look = Procure uma casa com os candidatos x e y que vê (está na mesma linha, coluna ou bloco que) duas casas de dois candidatos, uma com x e z, a outra com y e z.
sudoku-note-xy-wing-why = Se a primeira casa for x, a casa x-z é z; se for y, a casa y-z é z: de um jeito ou de outro, uma das parceiras tem o z.
sudoku-note-xy-wing-removes = Risque o z de todas as casas que veem as duas parceiras.
sudoku-note-xyz-wing-look = Procure uma casa com três candidatos, x, y e z, que está na mesma linha, coluna ou bloco que uma casa com x e z e que outra com y e z.
sudoku-note-xyz-wing-why = Seja qual for dos seus três números o que a primeira casa recebe, ela ou uma das suas duas parceiras tem o z.
sudoku-note-xyz-wing-removes = Risque o z de todas as casas que estão na mesma linha, coluna ou bloco que as três.
sudoku-note-unique-rectangle-look = Procure quatro casas nos cantos de um retângulo que ocupa dois blocos, três delas só com os mesmos dois candidatos.
sudoku-note-unique-rectangle-why = Se a quarta também ficasse só com esses dois, os dois números poderiam trocar de lugar nos cantos e o desafio teria duas soluções, e um desafio bem feito tem uma só.
sudoku-note-unique-rectangle-removes = Risque os dois números do quarto canto.
sudoku-note-w-wing-look = Procure duas casas com os mesmos dois candidatos, x e y, e uma linha, coluna ou bloco onde o x só tem dois lugares, cada um vendo uma das casas.
sudoku-note-w-wing-why = Se nenhuma das casas fosse y, as duas seriam x, e o x não teria mais lugar ali: então uma delas é y.
sudoku-note-w-wing-removes = Risque o y de todas as casas que veem as duas casas.
sudoku-note-simple-colouring-look = Escolha um número e siga as linhas, colunas e blocos onde ele tem exatamente dois lugares, pintando esses lugares com duas cores alternadas.
sudoku-note-simple-colouring-why = Cada par tem o número exatamente uma vez, então uma cor o tem em todo lugar e a outra em lugar nenhum.
sudoku-note-simple-colouring-removes = Risque o número das casas que veem as duas cores, ou de uma cor inteira da qual duas casas se veem.
sudoku-note-xy-chain-look = Procure uma cadeia de casas de dois candidatos, cada uma na mesma linha, coluna ou bloco que a seguinte, cujas duas pontas têm o mesmo número como candidato.
sudoku-note-xy-chain-why = Se a primeira ponta não for esse número, cada casa por sua vez recebe o seu outro candidato e a última ponta fica com o número: então uma das pontas o tem.
sudoku-note-xy-chain-removes = Risque o número de todas as casas que estão na mesma linha, coluna ou bloco que as duas pontas.
sudoku-note-forcing-chain-look = Procure uma casa com dois ou três candidatos e siga, para cada um por sua vez, os únicos que ele forçaria.
sudoku-note-forcing-chain-why = Um dos candidatos é o certo: aquele cujos únicos deixam uma casa sem número está errado, e aquilo a que todos levam é verdade.
sudoku-note-forcing-chain-removes = Risque um candidato errado; coloque um número que todas as formas colocam e risque um candidato que todas as formas eliminam.

## The same for a kids book: plain words, no technique names, no "candidates".

sudoku-kids-note-pointing-look = Encontre um número que, dentro de um bloco, só poderia ir para casas da mesma linha.
sudoku-kids-note-pointing-why = O bloco precisa desse número, então ele vai ficar nessa linha, em algum lugar dentro do bloco.
sudoku-kids-note-pointing-removes = Por isso o número não pode ir para o resto dessa linha: risque-o dos numerozinhos de lá.
sudoku-kids-note-claiming-look = Encontre um número que, numa linha, só poderia ir para casas dentro do mesmo bloco.
sudoku-kids-note-claiming-why = A linha precisa desse número, então ele vai ficar nesse bloco, em algum lugar da linha.
sudoku-kids-note-claiming-removes = Por isso o número não pode ir para as outras casas desse bloco: risque-o dos numerozinhos de lá.
sudoku-kids-note-naked-pair-look = Encontre duas casas na mesma linha, coluna ou bloco onde só os mesmos dois números ainda poderiam ir.
sudoku-kids-note-naked-pair-why = Uma casa fica com um dos números e a outra casa com o outro, então os dois números já estão usados ali.
sudoku-kids-note-naked-pair-removes = Risque esses dois números dos numerozinhos das outras casas dessa linha, coluna ou bloco.
sudoku-kids-note-hidden-pair-look = Encontre dois números que, numa linha, coluna ou bloco, só poderiam ir para as mesmas duas casas.
sudoku-kids-note-hidden-pair-why = Os dois números têm de ir para algum lugar ali, e essas duas casas são os únicos lugares que sobram para eles.
sudoku-kids-note-hidden-pair-removes = Então essas duas casas ficam com esses dois números: risque todos os outros numerozinhos delas.
sudoku-kids-note-naked-triple-look = Encontre três casas na mesma linha, coluna ou bloco onde, todas juntas, só três números ainda poderiam ir.
sudoku-kids-note-naked-triple-why = Três casas precisam de três números diferentes, então usam exatamente esses três.
sudoku-kids-note-naked-triple-removes = Risque esses três números dos numerozinhos das outras casas dessa linha, coluna ou bloco.
sudoku-kids-note-hidden-triple-look = Encontre três números que, numa linha, coluna ou bloco, só poderiam ir para as mesmas três casas.
sudoku-kids-note-hidden-triple-why = Os três números têm de ir para algum lugar ali, e essas três casas são os únicos lugares que sobram para eles.
sudoku-kids-note-hidden-triple-removes = Então essas três casas ficam com esses três números: risque todos os outros numerozinhos delas.
